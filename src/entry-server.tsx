/**
 * The prerender's server entry (built with `vite build --ssr`, run by scripts/build.ts): renders
 * one public page in one language with the same routes and components as the browser, its data
 * fetched from the backend the build points at, and returns the HTML, the head tags React hoisted
 * and the dehydrated query cache the browser hydrates from.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from "react-router";
import { AppProviders } from "./App";
import { preloadMatchedPages, serializeState } from "./app/hydration";
import { createQueryClient } from "./app/query-client";
import { routes } from "./app/routes";
import { directionOf } from "./i18n/languages";
import { setServerLanguage } from "./i18n/server";
import { fillShell } from "./prerender/html";
import { languageBasename, localizedPath } from "./i18n/url-language";
import { siteOrigin } from "./lib/site-origin";

export { LANGUAGES } from "./i18n/languages";
export { localizedPath };

export interface RenderedPage {
  /** The app's markup for inside #root. */
  html: string;
  /** The dehydrated query cache as JSON that is safe inside a <script>. */
  state: string;
  lang: string;
  dir: string;
  /** The URL path it was rendered for (the browser hydrates it only there). */
  path: string;
  /** Queries that failed: a page rendered without its data is a build error. */
  errors: string[];
  /** Render passes it took until no query was left waiting. */
  passes: number;
}

const handlers = new Map<string, StaticHandler>();
function handlerFor(basename: string): StaticHandler {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(routes, { basename });
    handlers.set(basename, handler);
  }
  return handler;
}

/** One request per query per build: pages in a language share site settings, categories... */
const fetched = new Map<string, Promise<unknown>>();

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

async function renderOnce(url: string, basename: string, client: QueryClient): Promise<string> {
  const handler = handlerFor(basename);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline, however large: the page must read right without JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return streamToString(prelude);
}

/**
 * Renders until no query is left waiting: each pass renders, then fetches the queries the
 * components asked for (useQuery builds them in the cache on the server without fetching).
 */
export async function renderPage(path: string, lng: string): Promise<RenderedPage> {
  await setServerLanguage(lng);
  const basename = languageBasename(lng);
  const url = `${siteOrigin()}${localizedPath(path, lng)}`;
  await preloadMatchedPages(routes, path);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const attempted = new Set<string>();
  const errors: string[] = [];
  let html = "";
  let passes = 0;
  while (passes < 6) {
    html = await renderOnce(url, basename, client);
    passes++;
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === "pending" && !attempted.has(q.queryHash) && isEnabled(q));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map(async (query) => {
        attempted.add(query.queryHash);
        let result = fetched.get(query.queryHash);
        if (result) {
          client.setQueryData(query.queryKey, await result.catch(() => undefined));
          return;
        }
        result = query.fetch();
        fetched.set(query.queryHash, result);
        await result.catch((error: unknown) => {
          errors.push(`${JSON.stringify(query.queryKey)}: ${String(error)}`);
        });
      }),
    );
  }
  // The browser shows this data, then refetches it once hydrated (refetchWhenIdle).
  return {
    html,
    state: serializeState(dehydrate(client)),
    lang: lng,
    dir: directionOf(lng),
    path: localizedPath(path, lng),
    errors,
    passes,
  };
}

export interface LanguageJob {
  lng: string;
  /** The built index.html the pages are filled into. */
  shell: string;
  targets: { path: string; file: string }[];
}

/** Prerenders one language's pages into their files, a few side by side. */
export async function prerenderLanguage(
  job: LanguageJob,
): Promise<{ written: number; errors: string[] }> {
  await setServerLanguage(job.lng);
  const errors: string[] = [];
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < job.targets.length) {
      const target = job.targets[next++]!;
      const page = await renderPage(target.path, job.lng);
      errors.push(...page.errors.map((e) => `${job.lng} ${target.path}: ${e}`));
      mkdirSync(path.dirname(target.file), { recursive: true });
      writeFileSync(target.file, fillShell(job.shell, page));
      written++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { written, errors };
}
