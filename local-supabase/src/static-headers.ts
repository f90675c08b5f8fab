import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One block of a `_headers` file: a path pattern (`*` matches anything) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/**
 * Reads a build's `_headers` file as Netlify and Cloudflare Pages do: a path line, then indented
 * `Name: value` lines. No file: no rules.
 */
export function readHeaderRules(dir: string): HeaderRule[] {
  const file = path.join(dir, "_headers");
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const at = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`).test(pathname);
}

/** The headers every matching rule gives the path, later rules winning. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  const out = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) out.set(name.toLowerCase(), [name, value]);
  }
  return [...out.values()];
}
