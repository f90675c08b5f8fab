import { useEffect, useState, type ReactNode } from "react";
import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from "@tanstack/react-query";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Toaster } from "@/components/ui/sonner";
import { createQueryClient } from "@/app/query-client";
import { routes } from "@/app/routes";
import { AuthProvider } from "@/features/auth";
import { ThemeProvider, useTheme } from "@/features/theme";

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} />;
}

/** Everything around the router: shared by the browser (App) and the prerender (entry-server). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          {children}
          <ThemedToaster />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export interface AppProps {
  /** "" for English, "/hi" for Hindi: the language prefix of the public pages. */
  basename?: string;
  /** A prerendered page's query cache, so hydration renders exactly the prerendered HTML. */
  dehydratedState?: DehydratedState | null;
}

export function App({ basename = "", dehydratedState }: AppProps) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  useEffect(() => {
    // The page is interactive from here on (a prerendered page's HTML shows well before).
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
