import {
  relKey,
  type Column,
  type ForeignKey,
  type Relation,
  type Routine,
  type RoutineParam,
  type SchemaCache,
} from "./schema-types";

interface RawColumn {
  name: string;
  type: string;
  typeName: string;
  nullable: boolean;
  default: string | null;
  generated: boolean;
}
interface RawRelation {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  columns: RawColumn[];
  keys: { primary: boolean; columns: string[] }[];
}
interface RawForeignKey {
  name: string;
  from: number;
  to: number;
  fromColumns: string[];
  toColumns: string[];
}
interface RawRoutine {
  schema: string;
  name: string;
  volatility: string;
  returnsSet: boolean;
  returnType: string;
  returnTyptype: string;
  returnRelid: number;
  nargs: number;
  ndefaults: number;
  variadic: boolean;
  argNames: string[];
  argModes: string[];
  argTypes: string[];
}
export interface RawCatalog {
  relations: RawRelation[];
  foreignKeys: RawForeignKey[];
  viewDeps: { view: number; base: number; column: string }[];
  routines: RawRoutine[];
}

function toRelation(r: RawRelation): Relation {
  const columns: Column[] = r.columns.map((c) => ({
    name: c.name,
    type: c.type,
    typeName: c.typeName,
    nullable: c.nullable,
    defaultExpr: c.default,
    generated: c.generated,
  }));
  const primaryKey = r.keys.find((k) => k.primary)?.columns ?? [];
  return {
    schema: r.schema,
    name: r.name,
    kind: r.kind === "r" || r.kind === "p" || r.kind === "f" ? "table" : "view",
    columns,
    columnMap: new Map(columns.map((c) => [c.name, c])),
    primaryKey,
    uniqueKeys: r.keys.map((k) => k.columns),
  };
}

/**
 * Views get the foreign keys of the tables they select from, when every key column appears in
 * the view under its own name (PostgREST follows renames too; simple views are what we need).
 */
function viewForeignKeys(
  raw: RawCatalog,
  byOid: Map<number, Relation>,
  base: ForeignKey[],
  baseOid: Map<Relation, number>,
): ForeignKey[] {
  const mapping = new Map<number, Map<number, Set<string>>>();
  for (const d of raw.viewDeps) {
    const view = byOid.get(d.view);
    if (!view?.columnMap.has(d.column)) continue;
    let perBase = mapping.get(d.base);
    if (!perBase) mapping.set(d.base, (perBase = new Map()));
    let cols = perBase.get(d.view);
    if (!cols) perBase.set(d.view, (cols = new Set()));
    cols.add(d.column);
  }
  const viewsCovering = (rel: Relation, columns: string[]): Relation[] => {
    const oid = baseOid.get(rel);
    const perBase = oid === undefined ? undefined : mapping.get(oid);
    if (!perBase) return [];
    const out: Relation[] = [];
    for (const [viewOid, cols] of perBase) {
      const view = byOid.get(viewOid);
      if (view && columns.every((c) => cols.has(c))) out.push(view);
    }
    return out;
  };
  const extra: ForeignKey[] = [];
  for (const fk of base) {
    const froms = [fk.from, ...viewsCovering(fk.from, fk.fromColumns)];
    const tos = [fk.to, ...viewsCovering(fk.to, fk.toColumns)];
    for (const from of froms) {
      for (const to of tos) {
        if (from === fk.from && to === fk.to) continue;
        extra.push({ ...fk, from, to });
      }
    }
  }
  return extra;
}

function toRoutine(r: RawRoutine, byOid: Map<number, Relation>): Routine {
  const params: RoutineParam[] = [];
  const outColumns: Column[] = [];
  const firstDefault = r.nargs - r.ndefaults;
  let inputIndex = 0;
  r.argTypes.forEach((type, i) => {
    const mode = r.argModes[i] ?? "i";
    const name = r.argNames[i] ?? "";
    if (mode === "i" || mode === "b" || mode === "v") {
      params.push({ name, type, hasDefault: inputIndex >= firstDefault, variadic: mode === "v" });
      inputIndex++;
    }
    if (mode === "o" || mode === "b" || mode === "t") {
      outColumns.push({
        name,
        type,
        typeName: type,
        nullable: true,
        defaultExpr: null,
        generated: false,
      });
    }
  });
  let returns: Routine["returns"];
  if (r.returnType === "void") returns = { kind: "void" };
  else if (r.returnTyptype === "c" && byOid.has(r.returnRelid)) {
    returns = { kind: "composite", relation: byOid.get(r.returnRelid)! };
  } else if (outColumns.length > 1 || (r.returnType === "record" && outColumns.length > 0)) {
    returns = {
      kind: "composite",
      relation: {
        schema: r.schema,
        name: r.name,
        kind: "view",
        columns: outColumns,
        columnMap: new Map(outColumns.map((c) => [c.name, c])),
        primaryKey: [],
        uniqueKeys: [],
      },
    };
  } else returns = { kind: "scalar", type: r.returnType };
  return {
    schema: r.schema,
    name: r.name,
    params,
    returns,
    returnsSet: r.returnsSet,
    volatility: r.volatility === "i" ? "immutable" : r.volatility === "s" ? "stable" : "volatile",
  };
}

function index(fks: ForeignKey[], side: "from" | "to"): Map<string, ForeignKey[]> {
  const map = new Map<string, ForeignKey[]>();
  for (const fk of fks) {
    const key = relKey(fk[side].schema, fk[side].name);
    const list = map.get(key);
    if (list) list.push(fk);
    else map.set(key, [fk]);
  }
  return map;
}

export function buildSchemaCache(raw: RawCatalog): SchemaCache {
  const byOid = new Map<number, Relation>();
  const baseOid = new Map<Relation, number>();
  const relations = new Map<string, Relation>();
  for (const r of raw.relations) {
    const rel = toRelation(r);
    byOid.set(r.oid, rel);
    baseOid.set(rel, r.oid);
    if (r.kind !== "c") relations.set(relKey(rel.schema, rel.name), rel);
  }
  const base: ForeignKey[] = [];
  for (const f of raw.foreignKeys) {
    const from = byOid.get(f.from);
    const to = byOid.get(f.to);
    if (from && to) {
      base.push({ name: f.name, from, fromColumns: f.fromColumns, to, toColumns: f.toColumns });
    }
  }
  const foreignKeys = [...base, ...viewForeignKeys(raw, byOid, base, baseOid)];
  const routines = new Map<string, Routine[]>();
  for (const r of raw.routines) {
    const routine = toRoutine(r, byOid);
    const key = relKey(r.schema, r.name);
    const list = routines.get(key);
    if (list) list.push(routine);
    else routines.set(key, [routine]);
  }
  return {
    relations,
    foreignKeys,
    routines,
    outgoing: index(foreignKeys, "from"),
    incoming: index(foreignKeys, "to"),
  };
}
