import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** `[db.seed] sql_paths` when config.toml names none (the Supabase CLI's default). */
export const DEFAULT_SEED_PATHS = ["./seed.sql"];

/**
 * The seed files `[db.seed] sql_paths` names, in the order the Supabase CLI runs them: patterns
 * in the declared order, relative to the supabase folder; each pattern's matches sorted by name;
 * a file matched twice runs once. Patterns follow Go's `path.Match` (`*`, `?`, `[a-z]`, `[^x]`,
 * `\` escapes; no `**`), as the CLI's `fs.Glob` does.
 */
export function resolveSeedFiles(supabaseDir: string, patterns: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  for (const pattern of patterns) {
    const absolute = path.resolve(supabaseDir, pattern.replaceAll("\\", "/"));
    const matches = glob(absolute).sort(byBytes);
    for (const file of matches) {
      if (seen.has(file)) continue;
      seen.add(file);
      files.push(file);
    }
  }
  return files;
}

function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

const META = /[*?[\\]/;

function glob(absolute: string): string[] {
  const { root } = path.parse(absolute);
  const parts = absolute.slice(root.length).split("/").filter(Boolean);
  let found = [root];
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    const next: string[] = [];
    for (const dir of found) {
      if (!META.test(part)) {
        const candidate = path.join(dir, part);
        if (existsSync(candidate)) next.push(candidate);
        continue;
      }
      if (!isDirectory(dir)) continue;
      const re = patternToRegExp(part);
      for (const name of readdirSync(dir)) if (re.test(name)) next.push(path.join(dir, name));
    }
    found = last ? next : next.filter(isDirectory);
  }
  return found.filter((f) => !isDirectory(f));
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** One path segment of a Go `path.Match` pattern as an anchored regular expression. */
export function patternToRegExp(segment: string): RegExp {
  let re = "";
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "\\" && i + 1 < segment.length) re += escape(segment[++i]!);
    else if (c === "[") {
      const close = segment.indexOf("]", i + 1);
      if (close <= i + 1) throw new Error(`[db.seed] sql_paths: bad "[...]" in ${segment}`);
      let body = segment.slice(i + 1, close);
      const negated = body.startsWith("^");
      if (negated) body = body.slice(1);
      re += `[${negated ? "^" : ""}${body.replace(/[\]\\^]/g, "\\$&")}]`;
      i = close;
    } else re += escape(c);
  }
  return new RegExp(`^${re}$`, "u");
}

function escape(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
