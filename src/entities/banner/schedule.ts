export interface BannerSchedule {
  is_active?: boolean | null;
  starts_at: string | null;
  ends_at: string | null;
}

function toTime(value: string | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether a banner is shown at `now`: active (when the flag is present), started (starts_at is
 * empty or not after now) and not ended (ends_at is empty or after now) — the same window the
 * database policy uses, repeated here so a cached list never shows an expired slide. A date that
 * cannot be read hides the banner rather than showing it out of schedule.
 */
export function isBannerLive(banner: BannerSchedule, now: Date = new Date()): boolean {
  if (banner.is_active === false) return false;
  const at = now.getTime();
  const starts = toTime(banner.starts_at);
  const ends = toTime(banner.ends_at);
  if (banner.starts_at && starts === null) return false;
  if (banner.ends_at && ends === null) return false;
  if (starts !== null && starts > at) return false;
  if (ends !== null && ends <= at) return false;
  return true;
}

/** The slide after stepping `by` from `index`, wrapping at both ends. */
export function stepIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}
