import type {
  DeletePlan,
  InsertPlan,
  MutationPlan,
  ReadPlan,
  RpcPlan,
  UpdatePlan,
} from "../plan/types";
import { bodySql, readRowsSql } from "./build-read";
import { ident, qualified } from "./literals";
import { Params, type SqlQuery } from "./params";
import { whereSql } from "./expr";

/**
 * Every statement answers one row: total_count (text or null), page_count, body (JSON text)
 * and location (JSON text of the first row's primary key, or null).
 */
export interface StatementOptions {
  count: boolean;
  /** Estimate the total from the planner instead of counting (Prefer: count=planned). */
  planned?: boolean;
  stripNulls: boolean;
  /** Build the JSON body (false for HEAD and return=minimal). */
  body: boolean;
}

export function buildRead(plan: ReadPlan, options: StatementOptions): SqlQuery {
  const params = new Params();
  const { rows, where } = readRowsSql(plan, params);
  const table = qualified(plan.relation.schema, plan.relation.name);
  const exact = options.count && !options.planned;
  const total = exact
    ? `(select pg_catalog.count(*) from ${table} as ${ident(plan.alias)}${where})::text`
    : "null::text";
  const body = options.body ? bodySql("_pgrst_t", options) : "''";
  const text = `with pgrst_source as (${rows}) select ${total} as total_count, pg_catalog.count(*)::text as page_count, ${body} as body, null::text as location from pgrst_source as _pgrst_t`;
  const query: SqlQuery = { text, values: params.values };
  if (options.count && options.planned) {
    const countParams = new Params();
    query.plannedCount = {
      text: `explain (format json) select 1 from ${table} as ${ident(plan.alias)}${whereSql(plan.where, countParams)}`,
      values: countParams.values,
    };
  }
  return query;
}

function insertSql(plan: InsertPlan, params: Params): string {
  const table = qualified(plan.relation.schema, plan.relation.name);
  const cols = plan.columns.map((c) => ident(c.name));
  let sql: string;
  if (cols.length === 0) {
    sql = `insert into ${table} as "t0" default values`;
  } else if (
    plan.missingDefault &&
    plan.rows.some((r) => plan.columns.some((c) => !(c.name in r)))
  ) {
    // One parameter for the whole body (rows picked by a generated integer index), so a large
    // bulk insert never runs into the protocol's parameter limit.
    const p = params.add(JSON.stringify(plan.rows));
    const rows = plan.rows.map((row, i) => {
      const cells = plan.columns.map((c) =>
        c.name in row
          ? `(jsonb_populate_record(null::${table}, ${p}::jsonb -> ${i})).${ident(c.name)}`
          : "default",
      );
      return `(${cells.join(", ")})`;
    });
    sql = `insert into ${table} as "t0" (${cols.join(", ")}) values ${rows.join(", ")}`;
  } else {
    const p = params.add(JSON.stringify(plan.rows));
    sql = `insert into ${table} as "t0" (${cols.join(", ")}) select ${cols.join(", ")} from jsonb_populate_recordset(null::${table}, ${p}::jsonb)`;
  }
  if (plan.onConflict) {
    const target = plan.onConflict.columns.map(ident).join(", ");
    const updatable = plan.columns.filter((c) => !c.generated);
    sql +=
      plan.onConflict.action === "merge" && updatable.length
        ? ` on conflict (${target}) do update set ${updatable.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(", ")}`
        : ` on conflict (${target}) do nothing`;
  }
  return sql;
}

function updateSql(plan: UpdatePlan, params: Params): string {
  const table = qualified(plan.relation.schema, plan.relation.name);
  const p = params.add(JSON.stringify(plan.values));
  const set = plan.columns.map((c) => `${ident(c.name)} = "_b".${ident(c.name)}`).join(", ");
  return `update ${table} as "t0" set ${set} from jsonb_populate_record(null::${table}, ${p}::jsonb) as "_b"${whereSql(plan.where, params)}`;
}

function deleteSql(plan: DeletePlan, params: Params): string {
  const table = qualified(plan.relation.schema, plan.relation.name);
  return `delete from ${table} as "t0"${whereSql(plan.where, params)}`;
}

/**
 * A mutation in a CTE; the outer query shapes the returned rows with the request's select
 * (embeds included) when a representation is wanted.
 */
export function buildMutation(
  mutation: MutationPlan,
  returning: ReadPlan | null,
  options: StatementOptions & { location: boolean },
): SqlQuery {
  const params = new Params();
  let sql =
    mutation.kind === "insert"
      ? insertSql(mutation, params)
      : mutation.kind === "update"
        ? updateSql(mutation, params)
        : deleteSql(mutation, params);
  const needRows = returning !== null || options.location;
  sql += needRows ? ` returning "t0".*` : " returning 1";
  const pk = mutation.relation.primaryKey;
  const location =
    options.location && pk.length
      ? `(select json_build_object(${pk.map((c) => `${params.add(c)}::text, ${ident(c)}`).join(", ")}) from pgrst_source limit 1)::text`
      : "null::text";
  if (!returning) {
    return {
      text: `with pgrst_source as (${sql}) select pg_catalog.count(*)::text as total_count, pg_catalog.count(*)::text as page_count, ''::text as body, ${location} as location from pgrst_source`,
      values: params.values,
    };
  }
  const { rows } = readRowsSql(returning, params, "pgrst_source");
  const body = options.body ? bodySql("_pgrst_t", options) : "''";
  return {
    text: `with pgrst_source as (${sql}), pgrst_rows as (${rows}) select pg_catalog.count(*)::text as total_count, pg_catalog.count(*)::text as page_count, (select ${body} from pgrst_rows as _pgrst_t) as body, ${location} as location from pgrst_rows`,
    values: params.values,
  };
}

function callSql(plan: RpcPlan, params: Params): string {
  const fn = qualified(plan.routine.schema, plan.routine.name);
  if (plan.singleJson) {
    return `${fn}(${params.add(JSON.stringify(plan.singleJson.value))}::${plan.singleJson.type})`;
  }
  const args = plan.args.map((a) => {
    const variadic = plan.routine.params.find((p) => p.name === a.name)?.variadic
      ? "variadic "
      : "";
    const value = params.add(JSON.stringify({ v: a.value }));
    // The type comes from the catalogue; jsonb_to_record converts JSON arrays and objects to it.
    return `${variadic}${ident(a.name)} := (select "_a"."v" from jsonb_to_record(${value}::jsonb) as "_a"("v" ${a.type}))`;
  });
  return `${fn}(${args.join(", ")})`;
}

export function buildRpc(plan: RpcPlan, options: StatementOptions): SqlQuery {
  const params = new Params();
  const call = callSql(plan, params);
  const routine = plan.routine;
  if (plan.read) {
    const { rows, where } = readRowsSql(plan.read, params, call);
    const total = options.count
      ? `(select pg_catalog.count(*) from ${call} as ${ident(plan.read.alias)}${where})::text`
      : "null::text";
    const body = options.body ? bodySql("_pgrst_t", options) : "''";
    return {
      text: `with pgrst_source as (${rows}) select ${total} as total_count, pg_catalog.count(*)::text as page_count, ${body} as body, null::text as location from pgrst_source as _pgrst_t`,
      values: params.values,
    };
  }
  if (routine.returns.kind === "void") {
    return {
      text: `select null::text as total_count, '1' as page_count, '' as body, null::text as location from (select ${call}) as _pgrst_v`,
      values: params.values,
    };
  }
  if (routine.returnsSet) {
    const body = options.body ? `coalesce(json_agg(_pgrst_t.v), '[]'::json)::text` : "''";
    return {
      text: `select pg_catalog.count(*)::text as total_count, pg_catalog.count(*)::text as page_count, ${body} as body, null::text as location from ${call} as _pgrst_t(v)`,
      values: params.values,
    };
  }
  return {
    text: `select null::text as total_count, '1' as page_count, to_json(${call})::text as body, null::text as location`,
    values: params.values,
  };
}
