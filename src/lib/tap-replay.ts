/**
 * Taps made before the app has started, replayed once it has (Angular's event replay is the
 * model). A prerendered page shows its controls at once, but until React has hydrated them a
 * click does nothing. The boot script records clicks on controls marked `data-replay="<id>"`
 * (a stable name, not the element: hydration keeps the node, a client render would not) and each
 * control, once hydrated, takes its recorded tap and clicks itself. One replay per control, the
 * first tap: a visitor who tapped again because nothing happened wants it open, not toggled shut.
 * Plain links are never recorded: the browser follows them without the app.
 */
const recorded: string[] = [];

/** React keeps a hydrated element's props on the node under this key prefix. */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactProps$"));

export function recordTaps(target: Window = window): void {
  // Bubble phase on the window: after React (once it runs) has had the click; a control it
  // already handles is not recorded.
  target.addEventListener("click", (event) => {
    const element = (event.target as Element | null)?.closest?.("[data-replay]");
    if (!element || element.closest("a[href]") || isHydrated(element)) return;
    const id = element.getAttribute("data-replay")!;
    if (!recorded.includes(id)) recorded.push(id);
  });
}

/** Whether a tap on control `id` was recorded (and forgets it: a tap replays once). */
export function takeTap(id: string): boolean {
  const index = recorded.indexOf(id);
  if (index < 0) return false;
  recorded.splice(index, 1);
  return true;
}
