import { useEffect, type ReactNode } from "react";
import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "@/components/ui/sonner";
import { createQueryClient } from "@/app/query-client";
import { freshForHydration, refetchWhenIdle } from "@/app/hydration";
import { routes } from "@/app/routes";
import { AuthProvider } from "@/features/auth";
import { ThemeProvider, useTheme } from "@/features/theme";

function ThemedToaster({ prerendered }: { prerendered: boolean }) {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} loadOn={prerendered ? "interaction" : "idle"} />;
}

/** Everything around the router: shared by the browser (App) and the prerender (entry-server). */
export function AppProviders({
  queryClient,
  prerendered = false,
  children,
}: {
  queryClient: QueryClient;
  /** A prerendered public page: nothing on it raises a toast before the visitor acts. */
  prerendered?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          {children}
          <ThemedToaster prerendered={prerendered} />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export interface AppState {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  /** A prerendered page's query cache, so hydration renders exactly the prerendered HTML. */
  dehydratedState: DehydratedState | null;
}

/**
 * The query cache and the router, made before React renders: the router matches the URL here
 * (main.tsx preloads the matched page from it), and each piece of startup stays a short task.
 * `basename`: "" for English, "/hi" for Hindi, the language prefix of the public pages.
 */
export function createAppState(
  basename: string,
  dehydratedState: DehydratedState | null = null,
): AppState {
  const queryClient = createQueryClient();
  if (dehydratedState) hydrate(queryClient, freshForHydration(dehydratedState));
  return { queryClient, router: createBrowserRouter(routes, { basename }), dehydratedState };
}

export function App({ queryClient, router, dehydratedState }: AppState) {
  useEffect(() => {
    // The page is interactive from here on (a prerendered page's HTML shows well before).
    document.documentElement.dataset.hydrated = "";
    return dehydratedState ? refetchWhenIdle(queryClient, dehydratedState) : undefined;
  }, [queryClient, dehydratedState]);
  return (
    <AppProviders queryClient={queryClient} prerendered={Boolean(dehydratedState)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
