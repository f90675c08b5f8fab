/**
 * The public pages, read from the route table (routes.tsx): a route below the public layout
 * (`handle.publicArea`) is prerendered in every language (`handle.prerender`), its records'
 * pages listed by its page's `paths()`, or left out with a reason. The build renders them and
 * lists them in the sitemap; nothing else keeps a list of pages.
 */
import { generatePath, matchRoutes, type RouteObject } from "react-router";
import type { PageData, RouteHandle, RouteQuery } from "./route-data";

export interface PublicRoute {
  /** The full path pattern, e.g. "/products/:slug" ("/" for the index). */
  path: string;
  handle: RouteHandle | undefined;
}

export interface PublicPage {
  /** The unprefixed path, e.g. "/products/x". */
  path: string;
  /** ISO date of the content's last change, if known. */
  lastmod?: string;
  /** false: prerendered, but not listed in the sitemap (the page is noindex). */
  sitemap?: false;
}

const joinPath = (parent: string, child: string | undefined) =>
  child === undefined ? parent : `${parent.replace(/\/$/, "")}/${child}`;

/** Every leaf route below a public layout, with its full path pattern. */
export function publicRoutes(routes: readonly RouteObject[], parent = "/", inPublic = false) {
  const found: PublicRoute[] = [];
  for (const route of routes) {
    const handle = route.handle as RouteHandle | undefined;
    const path = joinPath(parent, route.path);
    const isPublic = inPublic || handle?.publicArea === true;
    if (route.children?.length) found.push(...publicRoutes(route.children, path, isPublic));
    else if (isPublic) found.push({ path, handle });
  }
  return found;
}

/** Public routes that neither are prerendered nor say why not (a new route someone forgot). */
export function undecidedRoutes(routes: readonly RouteObject[]): string[] {
  return publicRoutes(routes)
    .filter(({ handle }) => {
      if (handle?.prerender === false) return !handle.reason?.trim();
      return handle?.prerender !== true && handle?.prerender !== "not-found";
    })
    .map((route) => route.path);
}

const hasParams = (path: string) => /[:*]/.test(path);

/** The prerendered pages without a record in their path ("/", "/products", "/about"...). */
export function fixedPublicPaths(routes: readonly RouteObject[]): string[] {
  return publicRoutes(routes)
    .filter(({ path, handle }) => handle?.prerender === true && !hasParams(path))
    .map(({ path }) => path);
}

/** The route a path renders (the most specific match, as the router picks it). */
function leafFor(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  return matchRoutes([...routes], path)?.at(-1)?.route;
}

/**
 * Every prerendered page: the routes without params, and each record of a route with params
 * (its page module's `paths()`). A record whose path another route renders (a service with the
 * calculator page's slug) is that route's page. Fixed pages get the newest record's date.
 */
export async function publicPages(routes: readonly RouteObject[]): Promise<PublicPage[]> {
  const prerendered = publicRoutes(routes).filter(({ handle }) => handle?.prerender === true);
  const records: PublicPage[] = [];
  for (const { path, handle } of prerendered.filter((r) => hasParams(r.path))) {
    const data: PageData | undefined = await handle?.page?.();
    if (!data?.paths) throw new Error(`prerender: ${path} has params but its page has no paths()`);
    const route = leafFor(routes, path.replace(/:(\w+)/g, "x"));
    for (const record of await data.paths()) {
      const page = generatePath(path, record.params);
      if (leafFor(routes, page) === route) records.push({ path: page, lastmod: record.lastmod });
    }
  }
  const newest = records
    .map((r) => r.lastmod)
    .filter(Boolean)
    .sort()
    .at(-1);
  const unlisted = new Set(
    publicRoutes(routes)
      .filter(({ handle }) => handle?.sitemap === false)
      .map(({ path }) => path),
  );
  const fixed = fixedPublicPaths(routes).map((path) =>
    unlisted.has(path) ? { path, sitemap: false as const } : { path, lastmod: newest },
  );
  return [...records, ...fixed];
}

/** The queries every route matching `path` declares, for the content language `lang`. */
export async function routeQueries(
  routes: readonly RouteObject[],
  path: string,
  lang: string,
): Promise<RouteQuery[]> {
  const url = new URL(path, "http://localhost");
  const matches = matchRoutes([...routes], url.pathname) ?? [];
  const queries: RouteQuery[] = [];
  for (const { route, params } of matches) {
    const handle = route.handle as RouteHandle | undefined;
    const context = { params, search: url.searchParams, lang };
    if (handle?.prefetch) queries.push(...handle.prefetch(context));
    const page = await handle?.page?.();
    if (page?.prefetch) queries.push(...page.prefetch(context));
  }
  return queries;
}
