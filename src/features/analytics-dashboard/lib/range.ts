export const PRESETS = [7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];
export const MAX_RANGE_DAYS = 366;

export interface RangeState {
  preset: Preset | "custom";
  /** YYYY-MM-DD, only for custom. */
  from: string | null;
  to: string | null;
}

export interface DateRange {
  start: string;
  end: string;
  days: number;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | null {
  if (!value || !DATE_RE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : value;
}

/** The local calendar date of `now` as YYYY-MM-DD. */
export function localDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(start: string, end: string): number {
  return (
    Math.round(
      (new Date(`${end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime()) /
        86_400_000,
    ) + 1
  );
}

export function parseRange(params: URLSearchParams): RangeState {
  const raw = params.get("range");
  if (raw === "custom") {
    return {
      preset: "custom",
      from: validDate(params.get("from")),
      to: validDate(params.get("to")),
    };
  }
  const n = Number(raw);
  const preset = (PRESETS as readonly number[]).includes(n) ? (n as Preset) : 30;
  return { preset, from: null, to: null };
}

export function serializeRange(state: RangeState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.preset === "custom") {
    params.set("range", "custom");
    if (state.from) params.set("from", state.from);
    if (state.to) params.set("to", state.to);
  } else if (state.preset !== 30) {
    params.set("range", String(state.preset));
  }
  return params;
}

export type RangeError = "incomplete" | "order" | "tooLong";

/** The dates to ask for, or why the custom range cannot be used. */
export function resolveRange(
  state: RangeState,
  today: string,
): { range: DateRange } | { error: RangeError } {
  if (state.preset !== "custom") {
    return {
      range: { start: addDays(today, -(state.preset - 1)), end: today, days: state.preset },
    };
  }
  if (!state.from || !state.to) return { error: "incomplete" };
  if (state.to < state.from) return { error: "order" };
  const days = daysBetween(state.from, state.to);
  if (days > MAX_RANGE_DAYS) return { error: "tooLong" };
  return { range: { start: state.from, end: state.to, days } };
}
