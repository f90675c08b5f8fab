/**
 * Runs `callback` once the browser is idle (within `timeoutMs` at the latest); without
 * requestIdleCallback (Safari) after `fallbackMs`. Returns a cancel function for effects.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = 1): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackMs);
  return () => clearTimeout(id);
}
