/** A date input's day (YYYY-MM-DD, local time) as the ISO instants that bound it. */
export function dayStart(day: string): string | null {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function dayEnd(day: string): string | null {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}
