import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppState } from "./App";
import { preloadPages, readDehydratedState } from "./app/hydration";
import { initI18n } from "./i18n/setup";
import { isPrivatePath, languageBasename, splitLanguagePath } from "./i18n/url-language";
import { cn } from "./lib/utils";
import { nextTask } from "./lib/next-task";
import { parseZodJitless } from "./lib/zod-jitless";

parseZodJitless();

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

// Startup runs as a series of short tasks (a phone stays responsive to the visitor, who already
// sees the prerendered page): the language, the router and the query cache, the page's chunk,
// then React. Hydration never suspends: the page's chunk (and the language's) is loaded first.
async function start(mount: HTMLElement): Promise<void> {
  await nextTask();
  const languageReady = initI18n(lng).catch((error: unknown) =>
    console.error("Failed to start i18n", error),
  );
  await nextTask();
  const state = createAppState(languageBasename(prefix ?? "en"), dehydratedState);
  await nextTask();
  const pageLoaded = dehydratedState
    ? preloadPages(state.router.state.matches).catch(() => undefined)
    : undefined;
  await Promise.all([languageReady, pageLoaded]);
  // tailwind-merge builds its lookup tables on first use: here, not inside React's first pass.
  cn("p-0", "p-1");
  await nextTask();
  const app = (
    <StrictMode>
      <App {...state} />
    </StrictMode>
  );
  // In a transition, React hydrates in slices of a few milliseconds instead of one long task.
  if (dehydratedState) startTransition(() => void hydrateRoot(mount, app));
  else createRoot(mount).render(app);
}

void start(root);
