/** Token buckets per (category, key), refilled linearly like GoTrue's tollbooth limiters. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one token; false when the bucket of `capacity` per `windowMs` is empty. */
  take(key: string, capacity: number, windowMs: number): boolean {
    const now = this.now();
    const rate = capacity / windowMs;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, b] of this.buckets) if (now - b.at > 3_600_000) this.buckets.delete(key);
  }
}
