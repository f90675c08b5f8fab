import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

function page({ prerendered = true, visibility = "visible" } = {}): Document {
  return {
    visibilityState: visibility,
    getElementById: () => ({ firstElementChild: prerendered ? {} : null }),
  } as unknown as Document;
}

/** A PerformanceObserver whose paint entries the test hands out. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void,
  ) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

describe("afterFirstPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("waits for the first contentful paint of a prerendered page", async () => {
    const done = settled(afterFirstPaint(page()));
    await vi.advanceTimersByTimeAsync(100);
    FakePaintObserver.last!.paint("first-paint");
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    FakePaintObserver.last!.paint("first-contentful-paint");
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(FakePaintObserver.last!.disconnected).toBe(true);
  });

  it("starts at once when nothing was prerendered or the tab is hidden", async () => {
    const shell = settled(afterFirstPaint(page({ prerendered: false })));
    const hidden = settled(afterFirstPaint(page({ visibility: "hidden" })));
    await vi.advanceTimersByTimeAsync(0);
    expect(shell()).toBe(true);
    expect(hidden()).toBe(true);
  });

  it("gives up waiting after the timeout", async () => {
    const done = settled(afterFirstPaint(page(), 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(done()).toBe(true);
  });
});
