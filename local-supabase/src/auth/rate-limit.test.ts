import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows a burst of capacity, then refuses until tokens refill", () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect(limiter.take("k", 3, 3000)).toBe(true);
    expect(limiter.take("k", 3, 3000)).toBe(false);
    now += 1000;
    expect(limiter.take("k", 3, 3000)).toBe(true);
    expect(limiter.take("k", 3, 3000)).toBe(false);
  });

  it("keeps keys apart", () => {
    const limiter = new RateLimiter(() => 0);
    expect(limiter.take("a", 1, 1000)).toBe(true);
    expect(limiter.take("a", 1, 1000)).toBe(false);
    expect(limiter.take("b", 1, 1000)).toBe(true);
  });
});
