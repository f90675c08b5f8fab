import type { EmbedPlan, PlannedField, PlannedOrder, ReadPlan } from "../plan/types";
import { columnSql, joinSql, whereSql } from "./expr";
import { ident, qualified } from "./literals";
import type { Params } from "./params";

function relationSql(plan: ReadPlan): string {
  return qualified(plan.relation.schema, plan.relation.name);
}

function castSql(sql: string, cast: string | undefined): string {
  // The cast was checked to be a plain type name (letters, digits, `_`, spaces, `[]`) by the parser.
  return cast ? `cast(${sql} as ${cast})` : sql;
}

function childFrom(embed: EmbedPlan, params: Params): string {
  const child = embed.plan;
  return ` from ${relationSql(child)} as ${ident(child.alias)}${whereSql(child.where, params, [joinSql(embed)])}`;
}

function orderSql(order: PlannedOrder[], params: Params): string {
  if (!order.length) return "";
  const terms = order.map((o) => {
    let sql = columnSql(o.expr, params);
    if (o.embed) {
      sql = `(select ${sql}${childFrom(o.embed, params)} limit 1)`;
    }
    if (o.direction) sql += ` ${o.direction}`;
    if (o.nulls) sql += ` nulls ${o.nulls}`;
    return sql;
  });
  return ` order by ${terms.join(", ")}`;
}

function rangeSql(plan: ReadPlan, params: Params): string {
  let sql = "";
  if (plan.limit !== undefined) sql += ` limit ${params.add(String(plan.limit))}::bigint`;
  if (plan.offset !== undefined && plan.offset > 0) {
    sql += ` offset ${params.add(String(plan.offset))}::bigint`;
  }
  return sql;
}

function embedSql(embed: EmbedPlan, params: Params): string {
  const child = embed.plan;
  const row = ident(`${child.alias}_r`);
  // A to-one embed is unique by its key; the limit keeps a view without one from failing.
  const range = embed.toOne && child.limit === undefined ? " limit 1" : rangeSql(child, params);
  const inner = `select ${selectListSql(child, params)}${childFrom(embed, params)}${orderSql(child.order, params)}${range}`;
  return embed.toOne
    ? `(select row_to_json(${row}) from (${inner}) as ${row})`
    : `(select coalesce(json_agg(${row}), '[]'::json) from (${inner}) as ${row})`;
}

/** Spread `...author(name)`: the child's fields become fields of the parent. */
function spreadFields(embed: EmbedPlan, params: Params): string[] {
  const out: string[] = [];
  for (const field of embed.plan.fields) {
    const one = (sql: string, name: string) =>
      out.push(`(select ${sql}${childFrom(embed, params)} limit 1) as ${ident(name)}`);
    if (field.kind === "star") {
      for (const c of field.relation.columns) one(`${ident(field.alias)}.${ident(c.name)}`, c.name);
    } else if (field.kind === "column") {
      one(castSql(columnSql(field.expr, params), field.cast), field.outName);
    } else if (!field.embed.hidden) {
      one(embedSql(field.embed, params), field.embed.outName);
    }
  }
  return out;
}

function fieldSql(field: PlannedField, params: Params): string[] {
  switch (field.kind) {
    case "star":
      return [`${ident(field.alias)}.*`];
    case "column":
      return [`${castSql(columnSql(field.expr, params), field.cast)} as ${ident(field.outName)}`];
    case "embed":
      if (field.embed.hidden) return [];
      if (field.embed.spread) return spreadFields(field.embed, params);
      return [`${embedSql(field.embed, params)} as ${ident(field.embed.outName)}`];
  }
}

export function selectListSql(plan: ReadPlan, params: Params): string {
  const list = plan.fields.flatMap((f) => fieldSql(f, params));
  return list.length ? list.join(", ") : "";
}

/**
 * The rows of a read: `select <fields> from <source> as t0 where ... order ... limit ...`.
 * `source` is the table, a CTE name (mutations) or a function call (RPC).
 */
export function readRowsSql(
  plan: ReadPlan,
  params: Params,
  source = relationSql(plan),
): { rows: string; where: string } {
  const where = whereSql(plan.where, params);
  const alias = ident(plan.alias);
  const order = orderSql(plan.order, params);
  const range = rangeSql(plan, params);
  const fields = selectListSql(plan, params);
  const hasEmbeds = plan.fields.some((f) => f.kind === "embed");
  // With a page and embeds, cut the page first: embeds are then built for its rows only, not
  // for every row the offset skips. A subquery scan keeps the inner order.
  const rows =
    range && hasEmbeds
      ? `select ${fields} from (select ${alias}.* from ${source} as ${alias}${where}${order}${range}) as ${alias}`
      : `select ${fields} from ${source} as ${alias}${where}${order}${range}`;
  return { rows, where };
}

export interface BodyOptions {
  stripNulls: boolean;
}

export function bodySql(rowAlias: string, options: BodyOptions): string {
  const agg = `coalesce(json_agg(${rowAlias}), '[]'::json)`;
  return options.stripNulls ? `json_strip_nulls(${agg})::text` : `${agg}::text`;
}
