/**
 * Resolves once the browser has shown the prerendered page (its first contentful paint), so the
 * app's JavaScript is fetched and run after the visitor sees the page, not in front of it.
 * Resolves at once when nothing was prerendered (the SPA shell has nothing to show) or the tab is
 * hidden (no paint will come), and after `timeoutMs` at the latest.
 */
export function afterFirstPaint(doc: Document = document, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const prerendered = doc.getElementById("root")?.firstElementChild != null;
    if (!prerendered || doc.visibilityState !== "visible") {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      observer?.disconnect();
      clearTimeout(timer);
      // No timer here: the observer reports in a task of its own, after the paint (and a page
      // whose timers are held, like a test's paused clock, still starts).
      resolve();
    };
    const timer = setTimeout(settle, timeoutMs);
    if (
      typeof PerformanceObserver === "function" &&
      PerformanceObserver.supportedEntryTypes?.includes("paint")
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length) settle();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      // No paint timing: the frame after the first one has been painted.
      requestAnimationFrame(() => setTimeout(settle, 0));
    }
  });
}
