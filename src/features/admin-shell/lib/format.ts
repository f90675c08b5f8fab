/** A date and time in the reader's language, short. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    date,
  );
}

/** A day (YYYY-MM-DD) as a short weekday and date. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric" }).format(date);
}
