import { createHash } from "node:crypto";

const cache = new Map<string, string>();

/**
 * A prepared statement's name from its text, so that a session prepares a repeated text once:
 * the texts repeat (the REST plan cache, the auth service's fixed queries), so the cache stays
 * small, and it is emptied should it ever grow. Each user of names has its own prefix, so that
 * one never closes or replaces a statement the other believes prepared.
 */
export function statementName(prefix: "ls" | "lb", text: string): string {
  const key = `${prefix}:${text}`;
  let name = cache.get(key);
  if (!name) {
    if (cache.size > 10_000) cache.clear();
    name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    cache.set(key, name);
  }
  return name;
}
