import { ApiError } from "../errors";
import { relKey, type Relation, type SchemaCache } from "./schema-types";

/** The relation a request names, or PostgREST's PGRST205 (404). */
export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(relKey(schema, name));
  if (rel) return rel;
  throw new ApiError(
    404,
    "PGRST205",
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion(cache, schema, name),
  );
}

function suggestion(cache: SchemaCache, schema: string, name: string): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const rel of cache.relations.values()) {
    if (rel.schema !== schema) continue;
    const score = similarity(rel.name, name);
    if (score > bestScore) [best, bestScore] = [rel.name, score];
  }
  return best && bestScore >= 0.75 ? `Perhaps you meant the table '${schema}.${best}'` : null;
}

/** Bigram (Dice) similarity, enough for a "perhaps you meant" hint. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2 || a.length > 200 || b.length > 200) return 0;
  const grams = (s: string) => {
    const m = new Map<string, number>();
    for (let i = 0; i < s.length - 1; i++) {
      const g = s.slice(i, i + 2).toLowerCase();
      m.set(g, (m.get(g) ?? 0) + 1);
    }
    return m;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const [g, n] of ga) common += Math.min(n, gb.get(g) ?? 0);
  return (2 * common) / (a.length - 1 + (b.length - 1));
}
