/**
 * Whether a failed request was only cancelled (its query was dropped: the visitor moved on, a
 * newer request replaced it). supabase-js reports a fetch aborted through its signal as an error
 * whose message starts with "AbortError"; fetch itself throws a DOMException named AbortError.
 * A cancellation is normal and must not be reported as a failure.
 */
export function isAborted(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === "AbortError" ||
    (typeof message === "string" && /^(AbortError|Error: AbortError)\b/.test(message))
  );
}

/** console.error for a failed load, unless the request was only cancelled. */
export function reportLoadError(what: string, error: unknown, signal?: AbortSignal): void {
  if (!isAborted(error, signal)) console.error(what, error);
}
