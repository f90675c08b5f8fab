import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { Toaster as Sonner } from "sonner";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * Sonner's toaster; the theme is passed in so shared UI stays independent of features. It loads
 * once the page is idle, off the first paint's path: sonner shows a toast raised before then
 * as soon as the toaster subscribes.
 */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
