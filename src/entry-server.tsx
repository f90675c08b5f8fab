/**
 * The prerender's server entry (built with `vite build --ssr`, run by scripts/build.ts): renders
 * one public page in one language with the same routes and components as the browser, its data
 * fetched from the backend the build points at, and returns the HTML, the head tags React hoisted
 * and the dehydrated query cache the browser hydrates from.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from "react-router";
import { AppProviders } from "./App";
import { preloadMatchedPages, serializeState } from "./app/hydration";
import { publicPages as publicPagesOf, routeQueries, type PublicPage } from "./app/public-paths";
import { prefetchRouteQueries, undeclaredQueries, type RouteQueryOptions } from "./app/route-data";
import { createQueryClient } from "./app/query-client";
import { routes } from "./app/routes";
import { protectionQueryOptions } from "./entities/site-settings";
import { directionOf } from "./i18n/languages";
import { setServerLanguage } from "./i18n/server";
import { fillShell } from "./prerender/html";
import { languageBasename, localizedPath } from "./i18n/url-language";
import { siteOrigin } from "./lib/site-origin";

export { LANGUAGES } from "./i18n/languages";
export { localizedPath };

/** Every page to prerender (in each language): from the route table and the data. */
export function publicPages(): Promise<PublicPage[]> {
  return publicPagesOf(routes);
}

export interface RenderedPage {
  /** The app's markup for inside #root. */
  html: string;
  /** The dehydrated query cache as JSON that is safe inside a <script>. */
  state: string;
  lang: string;
  dir: string;
  /** The URL path it was rendered for (the browser hydrates it only there). */
  path: string;
  /** Page protection's switch at build time: the boot script blocks by it before the app runs. */
  protection: boolean;
  /** Queries that failed: a page rendered without its data is a build error. */
  errors: string[];
  /** Render passes it took (one: its data is fetched before, from its route's declarations). */
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

/**
 * One request per query per build: pages in a language share site settings, categories...
 * Never stale, never retried: a failed query fails the build.
 */
const shared = new QueryClient({
  defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } },
});
const fetchShared = (options: RouteQueryOptions) =>
  shared.fetchQuery(options as Parameters<QueryClient["fetchQuery"]>[0]);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

async function render(url: string, basename: string, client: QueryClient): Promise<string> {
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
 * Renders a page once: first the queries its matched routes declare (route-data.ts) are fetched
 * into a fresh cache, then the page renders with all its data. A query the render still waits
 * for is a build error naming it.
 */
export async function renderPage(path: string, lng: string): Promise<RenderedPage> {
  await setServerLanguage(lng);
  const basename = languageBasename(lng);
  const url = `${siteOrigin()}${localizedPath(path, lng)}`;
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const errors: string[] = [];
  const [queries] = await Promise.all([
    routeQueries(routes, path, lng),
    preloadMatchedPages(routes, path),
  ]);
  await prefetchRouteQueries(client, queries, (options) =>
    fetchShared(options).catch((error: unknown) => {
      errors.push(`${JSON.stringify(options.queryKey)}: ${String(error)}`);
      return undefined;
    }),
  );
  const html = await render(url, basename, client);
  if (errors.length === 0) {
    for (const key of undeclaredQueries(client)) {
      errors.push(`${key}: the page waited for this query; declare it in its route's prefetch`);
    }
  }
  // The browser shows this data, then refetches it once hydrated (refetchWhenIdle).
  return {
    html,
    state: serializeState(dehydrate(client)),
    lang: lng,
    dir: directionOf(lng),
    path: localizedPath(path, lng),
    protection: client.getQueryData(protectionQueryOptions().queryKey) !== false,
    errors,
    passes: 1,
  };
}

export interface LanguageJob {
  lng: string;
  /** The built index.html the pages are filled into. */
  shell: string;
  targets: { path: string; file: string }[];
}

export interface LanguageResult {
  written: number;
  errors: string[];
  /** Render passes over all pages, and the most one page took. */
  passes: number;
  maxPasses: number;
}

/** Prerenders one language's pages into their files, a few side by side. */
export async function prerenderLanguage(job: LanguageJob): Promise<LanguageResult> {
  await setServerLanguage(job.lng);
  const result: LanguageResult = { written: 0, errors: [], passes: 0, maxPasses: 0 };
  let next = 0;
  const worker = async () => {
    while (next < job.targets.length) {
      const target = job.targets[next++]!;
      const page = await renderPage(target.path, job.lng);
      result.errors.push(...page.errors.map((e) => `${job.lng} ${target.path}: ${e}`));
      mkdirSync(path.dirname(target.file), { recursive: true });
      writeFileSync(target.file, fillShell(job.shell, page));
      result.written++;
      result.passes += page.passes;
      result.maxPasses = Math.max(result.maxPasses, page.passes);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return result;
}
