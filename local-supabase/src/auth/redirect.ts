/** GoTrue's glob: `**` crosses separators, `*` and `?` stay within one host label / path segment. */
export function globToRegExp(glob: string): RegExp {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === "*" && glob[i + 1] === "*") {
      out += ".*";
      i++;
    } else if (ch === "*") out += "[^./]*";
    else if (ch === "?") out += "[^./]";
    else out += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * The redirect target to use: `requested` when it is on the site URL's host or matches the
 * allow-list, else the site URL (as GoTrue falls back).
 */
export function allowedRedirect(
  requested: string | null | undefined,
  siteUrl: string,
  allowList: string[],
): string {
  if (!requested) return siteUrl;
  const target = parse(requested);
  if (!target || !/^https?:$/.test(target.protocol) || target.username || target.password) {
    return siteUrl;
  }
  const site = parse(siteUrl);
  if (site && site.host === target.host && site.protocol === target.protocol) return requested;
  // Match without fragment, as GoTrue does.
  const bare = requested.split("#")[0]!;
  for (const pattern of allowList) {
    if (globToRegExp(pattern).test(bare)) return requested;
  }
  return siteUrl;
}
