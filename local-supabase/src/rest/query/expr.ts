import type { OpExpr } from "../api-request/types";
import type { ColumnExpr, Cond, EmbedPlan } from "../plan/types";
import { ident, pgArray, qualified } from "./literals";
import type { Params } from "./params";

const SIMPLE_OPS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
};

const TS_FUNCS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};

/** `"t0"."col"->'key'->>0`, JSON keys bound as parameters, array indexes as integers. */
export function columnSql(expr: ColumnExpr, params: Params): string {
  let sql = `${ident(expr.alias)}.${ident(expr.column.name)}`;
  for (const step of expr.jsonPath) {
    const key = /^-?\d{1,9}$/.test(step.key)
      ? String(Number(step.key))
      : `${params.add(step.key)}::text`;
    sql += `${step.op}${key}`;
  }
  return sql;
}

function likePattern(value: string): string {
  return value.replaceAll("*", "%");
}

function isArrayColumn(expr: ColumnExpr): boolean {
  return expr.jsonPath.length === 0 && expr.column.typeName.startsWith("_");
}

export function opSql(expr: ColumnExpr, op: OpExpr, params: Params): string {
  const lhs = columnSql(expr, params);
  let sql: string;
  switch (op.op) {
    case "in":
      sql = `${lhs} = any(${params.add(pgArray(op.values))})`;
      break;
    case "is":
      sql = `${lhs} is ${op.value === "not_null" ? "not null" : op.value}`;
      break;
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const config = op.config === undefined ? "" : `${params.add(op.config)}::regconfig, `;
      const isVector = expr.column.typeName === "tsvector" && expr.jsonPath.length === 0;
      const doc = isVector ? lhs : `to_tsvector(${config}${lhs}::text)`;
      sql = `${doc} @@ ${TS_FUNCS[op.op]}(${config}${params.add(op.value)})`;
      break;
    }
    default: {
      const operator = SIMPLE_OPS[op.op]!;
      let value = op.op === "like" || op.op === "ilike" ? likePattern(op.value) : op.value;
      if (op.op === "ov" && isArrayColumn(expr) && value.startsWith("(") && value.endsWith(")")) {
        value = `{${value.slice(1, -1)}}`;
      }
      sql = op.quantifier
        ? `${lhs} ${operator} ${op.quantifier}(${params.add(value)})`
        : `${lhs} ${operator} ${params.add(value)}`;
    }
  }
  return op.negated ? `not (${sql})` : sql;
}

/** The join condition between an embedded child (its alias) and its parent row. */
export function joinSql(embed: EmbedPlan): string {
  const child = ident(embed.plan.alias);
  const parent = ident(embed.parentAlias);
  const join = embed.join;
  if (join.kind === "direct") {
    return join.pairs.map(([c, p]) => `${child}.${ident(c)} = ${parent}.${ident(p)}`).join(" and ");
  }
  const j = ident(`${embed.plan.alias}_j`);
  const conds = [
    ...join.parentPairs.map(([jc, pc]) => `${j}.${ident(jc)} = ${parent}.${ident(pc)}`),
    ...join.childPairs.map(([jc, cc]) => `${j}.${ident(jc)} = ${child}.${ident(cc)}`),
  ];
  return `exists (select 1 from ${qualified(join.junction.schema, join.junction.name)} as ${j} where ${conds.join(" and ")})`;
}

export function condSql(cond: Cond, params: Params): string {
  switch (cond.kind) {
    case "filter":
      return opSql(cond.expr, cond.op, params);
    case "logic": {
      const joined = cond.children.map((c) => condSql(c, params)).join(` ${cond.op} `);
      return cond.negated ? `not (${joined})` : `(${joined})`;
    }
    case "exists": {
      const child = cond.embed.plan;
      const where = [joinSql(cond.embed), ...child.where.map((c) => condSql(c, params))];
      const sql = `exists (select 1 from ${qualified(child.relation.schema, child.relation.name)} as ${ident(child.alias)} where ${where.join(" and ")})`;
      return cond.negated ? `not ${sql}` : sql;
    }
  }
}

export function whereSql(conds: Cond[], params: Params, extra: string[] = []): string {
  const parts = [...extra, ...conds.map((c) => condSql(c, params))];
  return parts.length ? ` where ${parts.join(" and ")}` : "";
}
