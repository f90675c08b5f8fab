/** Token buckets per (category, key), refilled linearly like GoTrue's tollbooth limiters. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes one token; false when the bucket of `capacity` per `windowMs` is empty. */
  take(key: string, capacity: number, windowMs: number): boolean {
    const now = this.now();
    const bucket = this.refill(key, capacity, windowMs, now);
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.prune(now);
    return true;
  }

  /** True while the bucket still holds a token (nothing is taken). */
  available(key: string, capacity: number, windowMs: number): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) return true;
    return this.refill(key, capacity, windowMs, this.now()).tokens >= 1;
  }

  private refill(key: string, capacity: number, windowMs: number, now: number) {
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * capacity) / windowMs);
    bucket.at = now;
    return bucket;
  }

  private prune(now: number): void {
    for (const [key, b] of this.buckets) if (now - b.at > 3_600_000) this.buckets.delete(key);
  }
}

/** Wrong answers per secret (an e-mail code): the caller burns the secret at the limit. */
export class MissCounter {
  private readonly misses = new Map<string, number>();

  /** Counts one miss and answers how many the key has now. */
  miss(key: string): number {
    const n = (this.misses.get(key) ?? 0) + 1;
    if (this.misses.size > 50_000) this.misses.clear();
    this.misses.set(key, n);
    return n;
  }

  forget(key: string): void {
    this.misses.delete(key);
  }
}
