import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { preloadMatchedPages, readDehydratedState } from "./app/hydration";
import { routes } from "./app/routes";
import { initI18n } from "./i18n/setup";
import { isPrivatePath, languageBasename, splitLanguagePath } from "./i18n/url-language";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The URL decides a public page's language (English unprefixed, /hi/... Hindi); the back office
// and sign-in pages take the stored choice. English is bundled; another language's chunk is
// awaited so the first render (and hydration of a prerendered page) is in it.
const { lng: prefix, path } = splitLanguagePath(window.location.pathname);
if (prefix && isPrivatePath(path)) {
  window.location.replace(`${path}${window.location.search}${window.location.hash}`);
}
const lng = prefix ?? (isPrivatePath(path) ? undefined : "en");
const dehydratedState = readDehydratedState(document, window.location.pathname);
// Hydration never suspends: the page's chunk loads alongside the language's.
const pageLoaded = dehydratedState
  ? preloadMatchedPages(routes, path).catch(() => undefined)
  : Promise.resolve();
void initI18n(lng).finally(async () => {
  const app = (
    <StrictMode>
      <App basename={languageBasename(prefix ?? "en")} dehydratedState={dehydratedState} />
    </StrictMode>
  );
  if (!dehydratedState) {
    createRoot(root).render(app);
    return;
  }
  await pageLoaded;
  hydrateRoot(root, app);
});
