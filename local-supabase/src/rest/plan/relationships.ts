import { ApiError } from "../errors";
import { relKey, type ForeignKey, type Relation, type SchemaCache } from "./schema-types";
import type { Relationship } from "./types";

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function isUnique(rel: Relation, columns: string[]): boolean {
  return rel.uniqueKeys.some((k) => sameSet(k, columns));
}

function candidates(cache: SchemaCache, source: Relation, target: string): Relationship[] {
  const key = relKey(source.schema, source.name);
  const out: Relationship[] = [];
  for (const fk of cache.outgoing.get(key) ?? []) {
    const byColumn = fk.fromColumns.length === 1 && fk.fromColumns[0] === target;
    if (fk.to.name === target || fk.name === target || byColumn) {
      const oneToOne = isUnique(fk.from, fk.fromColumns);
      out.push({
        cardinality: oneToOne ? "one-to-one" : "many-to-one",
        target: fk.to,
        foreignKey: fk,
        outgoing: true,
      });
    }
  }
  for (const fk of cache.incoming.get(key) ?? []) {
    if (fk.from.name === target || fk.name === target) {
      const oneToOne = isUnique(fk.from, fk.fromColumns);
      out.push({
        cardinality: oneToOne ? "one-to-one" : "one-to-many",
        target: fk.from,
        foreignKey: fk,
        outgoing: false,
      });
    }
  }
  for (const source2 of cache.incoming.get(key) ?? []) {
    const junction = source2.from;
    if (junction.kind !== "table") continue;
    for (const fk of cache.outgoing.get(relKey(junction.schema, junction.name)) ?? []) {
      if (fk === source2 || fk.to.name !== target) continue;
      const keyCols = [...source2.fromColumns, ...fk.fromColumns];
      if (!keyCols.every((c) => junction.primaryKey.includes(c))) continue;
      out.push({
        cardinality: "many-to-many",
        target: fk.to,
        foreignKey: fk,
        outgoing: false,
        junction: { relation: junction, source: source2, target: fk },
      });
    }
  }
  return out;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  const fk = rel.foreignKey;
  if (rel.junction) {
    const j = rel.junction;
    return [j.relation.name, j.source.name, j.target.name].includes(hint);
  }
  return fk.name === hint || fk.fromColumns.includes(hint);
}

const cols = (c: string[]) => `(${c.join(", ")})`;

function describe(source: Relation, rel: Relationship): Record<string, string> {
  const fk = rel.foreignKey;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding: `${source.name} with ${rel.target.name}`,
      relationship: `${j.relation.name} using ${j.source.name}${cols(j.source.fromColumns)} and ${j.target.name}${cols(j.target.fromColumns)}`,
    };
  }
  const [a, ac, b, bc] = rel.outgoing
    ? [fk.from, fk.fromColumns, fk.to, fk.toColumns]
    : [fk.to, fk.toColumns, fk.from, fk.fromColumns];
  return {
    cardinality: rel.cardinality,
    embedding: `${source.name} with ${rel.target.name}`,
    relationship: `${fk.name} using ${a.name}${cols(ac)} and ${b.name}${cols(bc)}`,
  };
}

/** Finds the one relationship `source` -> `target` (with an optional `!hint`), as PostgREST does. */
export function findRelationship(
  cache: SchemaCache,
  source: Relation,
  target: string,
  hint: string | undefined,
): Relationship {
  let found = candidates(cache, source, target);
  if (hint !== undefined) found = found.filter((r) => matchesHint(r, hint));
  // A self-reference yields the same key from both sides; keep the many-to-one reading.
  if (found.length === 2 && found[0]!.foreignKey === found[1]!.foreignKey && hint === undefined) {
    found = [found[0]!];
  }
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    throw new ApiError(
      400,
      "PGRST200",
      `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ""} in the schema '${source.schema}', but no matches were found.`,
    );
  }
  const hints = found
    .map((r) => `'${r.target.name}!${r.junction ? r.junction.relation.name : r.foreignKey.name}'`)
    .join(", ");
  throw new ApiError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    found.map((r) => describe(source, r)),
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === "many-to-one" || rel.cardinality === "one-to-one";
}

export type { ForeignKey };
