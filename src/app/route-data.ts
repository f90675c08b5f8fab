import type { DataTag, Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router";

/** What a route's data depends on: the URL (path params and search) and the content language. */
export interface RouteDataContext {
  params: Params;
  search: URLSearchParams;
  /** The content language the page's queries ask for (a language code). */
  lang: string;
}

/** The parts of a `queryOptions(...)` result the prerender needs to fetch it. */
export interface RouteQueryOptions {
  queryKey: QueryKey;
  queryFn?: unknown;
  enabled?: unknown;
}

/** A query whose options depend on another one's data (related products need the product). */
export interface DependentQuery {
  after: RouteQueryOptions;
  then: (data: unknown) => readonly RouteQuery[];
}

export type RouteQuery = RouteQueryOptions | DependentQuery;

/**
 * The queries a route's components use, as the same query options they pass to useQuery: the
 * prerender fetches them before its one render, so nothing is left waiting.
 */
export type Prefetch = (context: RouteDataContext) => readonly RouteQuery[];

/** One page of a route with a record in its path, e.g. { params: { slug: "x" } }. */
export interface RecordPage {
  params: Record<string, string>;
  /** ISO date of the record's last change (the sitemap's lastmod). */
  lastmod?: string;
}

/** A page module's data declarations (exported next to its page component). */
export interface PageData {
  prefetch?: Prefetch;
  /** For a route with params: every page to prerender, listed from the data. */
  paths?: () => Promise<readonly RecordPage[]>;
}

/**
 * A route's `handle` (routes.tsx). Below the public layout (`publicArea`) every page route says
 * whether it is prerendered; public-paths.test.ts fails for one that does not.
 */
export interface RouteHandle {
  /** The public site's layout: the routes below it are public pages. */
  publicArea?: true;
  /** The data a layout route's own components use (header, footer, overlays). */
  prefetch?: Prefetch;
  /**
   * true: prerendered in every language and listed in the sitemap; "not-found": rendered once per
   * language as 404.html; false: left to the browser (`reason` says why).
   */
  prerender?: boolean | "not-found";
  reason?: string;
  /** false: prerendered but left out of the sitemap (a noindex page such as /enquiry). */
  sitemap?: false;
  /** The page module, for its `prefetch` and `paths` (lazy: the page's own chunk). */
  page?: () => Promise<PageData>;
}

/** Declares a query that needs another one's data first: `then` gets that data. */
export function dependent<TData>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key and error type
  after: RouteQueryOptions & { queryKey: DataTag<QueryKey, TData, any> },
  then: (data: TData) => readonly RouteQuery[],
): DependentQuery {
  return { after, then: then as DependentQuery["then"] };
}

const isDependent = (query: RouteQuery): query is DependentQuery => "after" in query;

function isEnabled(options: RouteQueryOptions): boolean {
  return options.enabled !== false;
}

/**
 * Fetches a route's declared queries (and the ones that depend on them) into the client.
 * `fetchShared` lets a build share one request per query across pages.
 */
export async function prefetchRouteQueries(
  client: QueryClient,
  queries: readonly RouteQuery[],
  fetchShared: (options: RouteQueryOptions) => Promise<unknown>,
): Promise<void> {
  await Promise.all(
    queries.map(async (query) => {
      const options = isDependent(query) ? query.after : query;
      if (!isEnabled(options)) return;
      const data = await fetchShared(options);
      client.setQueryData(options.queryKey, data);
      // A failed parent (undefined: the build reports it) has nothing to follow from.
      if (isDependent(query) && data !== undefined) {
        await prefetchRouteQueries(client, query.then(data), fetchShared);
      }
    }),
  );
}

function isEnabledQuery(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * The keys of the queries a render created and left waiting (on the server useQuery only builds
 * them): their route did not declare them.
 */
export function undeclaredQueries(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && isEnabledQuery(query))
    .map((query) => JSON.stringify(query.queryKey));
}
