interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of
 * work (`scheduler.yield()` where the browser has it, else a message to this window). No timer:
 * a page whose timers are held, like a test's paused clock, still moves on.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
