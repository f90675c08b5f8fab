import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { Toaster as Sonner } from "sonner";
import { whenIdle } from "@/lib/when-idle";

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
    return whenIdle(() => setReady(true), 2000);
  }, [loadOn]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
