import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router";
import { nextTask } from "@/lib/next-task";
import { whenIdle } from "@/lib/when-idle";
import type { LazyPage } from "./lazy-page";

/** The <script type="application/json"> a prerendered page carries its query cache in. */
export const QUERY_STATE_ID = "query-state";

/** JSON that is safe inside a <script> element (no "</script>", no "<!--"). */
export function serializeState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/**
 * The prerendered page's dehydrated query cache, or null for the SPA shell and for a page served
 * at another path than it was rendered for (a host's 404.html): those render afresh.
 */
export function readDehydratedState(doc: Document, pathname: string): DehydratedState | null {
  const script = doc.getElementById(QUERY_STATE_ID);
  const renderedFor = script?.getAttribute("data-path");
  if (!script?.textContent || renderedFor !== withoutTrailingSlash(pathname)) return null;
  return JSON.parse(script.textContent) as DehydratedState;
}

/** Loads the lazy page chunks of the routes matching a path, so hydration never suspends. */
export function preloadMatchedPages(routes: RouteObject[], path: string): Promise<void> {
  return preloadPages(matchRoutes(routes, path) ?? []);
}

/** Loads the lazy page chunks of matched routes (a router's `state.matches`). */
export async function preloadPages(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as { type?: Partial<LazyPage> } | null)?.type;
      return type?.preload?.();
    }),
  );
}

/**
 * The prerendered query cache, fresh for now. Refetching while React hydrates would re-render
 * (synchronously, through the queries' external store) parts still being hydrated, in one long
 * task; `refetchWhenIdle` refetches the same queries once the page has settled.
 */
export function freshForHydration(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now, isInvalidated: false },
    })),
  };
}

/**
 * Refetches a prerendered page's queries (the visitor sees today's data) once the page is idle,
 * one query per task: a page's dozen requests started together would be one long task on a phone.
 */
export function refetchWhenIdle(client: QueryClient, state: DehydratedState): () => void {
  let cancelled = false;
  const refetchAll = async () => {
    for (const { queryKey } of state.queries) {
      if (cancelled) return;
      void client.invalidateQueries({ queryKey, exact: true });
      await nextTask();
    }
  };
  const cancelIdle = whenIdle(() => void refetchAll(), 3000, 1000);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
