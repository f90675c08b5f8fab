/** The contact page, with the subject filled in when one is given. */
export function contactPath(subject?: string | null): string {
  const value = subject?.trim();
  return value ? `/contact?${new URLSearchParams({ subject: value }).toString()}` : "/contact";
}
