import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { Toaster as Sonner } from "sonner";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * Sonner's toaster; the theme is passed in so shared UI stays independent of features. It loads
 * off the first paint's path: once the page is idle, or with `loadOn="interaction"` at the
 * visitor's first tap, click or key (sonner adds its styles to the page as it loads, which
 * restyles the whole page: a prerendered page on a phone should not pay that until it is used).
 * Sonner shows a toast raised before then as soon as the toaster subscribes.
 */
export function Toaster({
  loadOn = "idle",
  ...props
}: ComponentProps<typeof Sonner> & { loadOn?: "idle" | "interaction" }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (loadOn === "interaction") {
      const events = ["pointerdown", "keydown", "focusin"] as const;
      const load = () => setReady(true);
      for (const type of events) window.addEventListener(type, load, { once: true, passive: true });
      return () => events.forEach((type) => window.removeEventListener(type, load));
    }
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, [loadOn]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
