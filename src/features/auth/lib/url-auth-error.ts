/** The error an auth link's redirect carries in its fragment or query (e.g. otp_expired), if any. */
export function authErrorFromUrl(
  hash: string,
  search: string,
): { code: string; description: string } | null {
  for (const raw of [hash.replace(/^#/, ""), search.replace(/^\?/, "")]) {
    const params = new URLSearchParams(raw);
    const code = params.get("error_code") ?? params.get("error");
    if (code) return { code, description: params.get("error_description") ?? "" };
  }
  return null;
}
