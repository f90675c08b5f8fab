import type { ServiceContext } from "../context";
import type { Queryable, QueryResult } from "../db/types";
import { runAs, runStatementsAs, type RequestIdentity } from "../db/run-as";
import { parseRequest, type RawRequest } from "./api-request/parse-request";
import type { ApiRequest } from "./api-request/types";
import { requestClaims, type JwtVerifier } from "./auth";
import { fromDbError } from "./db-errors";
import { ApiError } from "./errors";
import { findRelation } from "./plan/lookup";
import { planMutation, planReturning } from "./plan/plan-mutate";
import { planRead } from "./plan/plan-read";
import { planRpc } from "./plan/plan-rpc";
import type { SchemaCacheHolder } from "./plan/schema-cache";
import type { SchemaCache } from "./plan/schema-types";
import { buildMutation, buildRead, buildRpc } from "./query/build-statement";
import type { SqlQuery } from "./query/params";
import {
  checkSingular,
  respondError,
  respondMutation,
  respondRead,
  respondRpc,
  type HttpResponse,
  type StatementResult,
} from "./response/respond";

/** A request turned into SQL plus how to answer its result. */
interface Prepared {
  query: SqlQuery;
  readOnly: boolean;
  respond: (result: StatementResult) => HttpResponse;
}

const RELOAD_CODES = new Set(["PGRST205", "PGRST202", "PGRST200", "42703", "PGRST204"]);
const DB_RELOAD_CODES = new Set(["42P01", "42703", "42883"]);

/** PostgREST's db-max-rows: no read answers more rows than this, whatever the request asks. */
function capRows(plan: { limit?: number }, maxRows: number | null): void {
  if (maxRows !== null) plan.limit = Math.min(plan.limit ?? maxRows, maxRows);
}

function prepare(
  cache: SchemaCache,
  req: ApiRequest,
  schemas: string[],
  maxRows: number | null,
): Prepared {
  const body = !req.headOnly;
  const stripNulls = req.stripNulls;
  const count = req.preferences.count !== undefined;
  if (req.action === "rpc") {
    const plan = planRpc(cache, req);
    if (plan.read) capRows(plan.read, maxRows);
    const r = plan.routine;
    const shape = {
      void: r.returns.kind === "void",
      set: r.returnsSet,
      composite: r.returns.kind === "composite",
    };
    return {
      query: buildRpc(plan, { count, stripNulls, body: true }),
      readOnly: plan.readOnly,
      respond: (result) => respondRpc(req, result, schemas, shape),
    };
  }
  const relation = findRelation(cache, req.schema, req.target);
  if (req.action === "read") {
    const plan = planRead(cache, relation, req);
    capRows(plan, maxRows);
    return {
      query: buildRead(plan, {
        count,
        planned: req.preferences.count === "planned",
        stripNulls,
        body,
      }),
      readOnly: true,
      respond: (result) => respondRead(req, result, schemas),
    };
  }
  const mutation = planMutation(cache, relation, req);
  const representation = req.preferences.return === "representation";
  const returning = representation ? planReturning(cache, relation, req) : null;
  return {
    query: buildMutation(mutation, returning, {
      count,
      stripNulls,
      body: representation,
      location: req.preferences.return === "headers-only",
    }),
    readOnly: false,
    respond: (result) => respondMutation(req, result, schemas),
  };
}

/** The planner's row estimate from `explain (format json)`. */
async function plannedRows(tx: Queryable, text: string, values: unknown[]): Promise<number> {
  return plannedFrom(await tx.query<Record<string, unknown>>(text, values));
}

function plannedFrom(res: QueryResult<Record<string, unknown>>): number {
  const value = Object.values(res.rows[0] ?? {})[0] ?? "[]";
  // PGlite hands EXPLAIN's json back already parsed; node-postgres gives text.
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as {
    Plan?: { "Plan Rows"?: number };
  }[];
  return Math.max(0, Math.round(plan[0]?.Plan?.["Plan Rows"] ?? 0));
}

const EMPTY_RESULT = (): StatementResult => ({
  total_count: "0",
  page_count: "0",
  body: "[]",
  location: null,
});

class Rollback {
  constructor(readonly result: StatementResult) {}
}

export interface RestHandlerDeps {
  ctx: ServiceContext;
  cache: SchemaCacheHolder;
  verifier: JwtVerifier;
  plans: PlanCache;
}

const PLAN_CACHE_MAX = 1000;

/**
 * Reads repeat: the same GET (URL and negotiating headers) gets the same SQL while the schema
 * cache is unchanged, so parse/plan/build run once per distinct request.
 */
export class PlanCache {
  private map = new Map<string, { req: ApiRequest; prepared: Prepared }>();
  private version = -1;

  key(raw: RawRequest): string | null {
    if ((raw.method !== "GET" && raw.method !== "HEAD") || raw.rawQuery === undefined) return null;
    const h = raw.header;
    return [
      raw.method,
      raw.path,
      raw.rawQuery,
      h("accept"),
      h("prefer"),
      h("accept-profile"),
      h("range"),
    ].join("\u0001");
  }

  get(key: string, version: number): { req: ApiRequest; prepared: Prepared } | undefined {
    if (version !== this.version) {
      this.map.clear();
      this.version = version;
    }
    return this.map.get(key);
  }

  set(key: string, value: { req: ApiRequest; prepared: Prepared }): void {
    if (this.map.size >= PLAN_CACHE_MAX) this.map.clear();
    this.map.set(key, value);
  }
}

async function planWithReload(deps: RestHandlerDeps, req: ApiRequest): Promise<Prepared> {
  const { dbSchemas: schemas, maxRows } = deps.ctx.config;
  try {
    return prepare(await deps.cache.get(), req, schemas, maxRows);
  } catch (err) {
    if (!(err instanceof ApiError) || !RELOAD_CODES.has(err.code)) throw err;
    const fresh = await deps.cache.reloadAfterMiss();
    if (!fresh) throw err;
    return prepare(fresh, req, schemas, maxRows);
  }
}

/** parse -> authenticate -> plan -> build -> run as the request's role -> respond. */
export async function handleRest(deps: RestHandlerDeps, raw: RawRequest): Promise<HttpResponse> {
  let authed = false;
  try {
    const key = deps.plans.key(raw);
    await deps.cache.get();
    const hit = key ? deps.plans.get(key, deps.cache.version) : undefined;
    const req = hit?.req ?? parseRequest(raw);
    const claims = await requestClaims(deps.verifier, raw.header);
    authed = claims.role !== "anon";
    const prepared = hit?.prepared ?? (await planWithReload(deps, req));
    if (key && !hit) deps.plans.set(key, { req, prepared });
    const identity: RequestIdentity = {
      claims,
      headers: raw.headersObject,
      method: raw.method,
      path: raw.path,
    };
    let result: StatementResult;
    if (prepared.readOnly && req.action === "read") {
      // A read decides nothing between its statements: one round trip where the database allows.
      const planned = prepared.query.plannedCount;
      const results = await runStatementsAs(
        deps.ctx.db,
        identity,
        deps.ctx.roleTimeouts,
        [
          { text: prepared.query.text, params: prepared.query.values },
          ...(planned ? [{ text: planned.text, params: planned.values }] : []),
        ],
        // `count=planned` reports the planner's estimate for these values: a custom plan.
        { genericPlans: !planned },
      );
      const row = (results[0]?.rows[0] as StatementResult | undefined) ?? EMPTY_RESULT();
      if (planned) row.total_count = String(plannedFrom(results[1]!));
      checkSingular(req, row);
      return prepared.respond(row);
    }
    try {
      result = await runAs(deps.ctx.db, identity, deps.ctx.roleTimeouts, async (tx) => {
        if (prepared.readOnly && req.action === "rpc") await tx.query("set transaction read only");
        const res = await tx.query<StatementResult>(prepared.query.text, prepared.query.values);
        const row = res.rows[0] ?? {
          total_count: "0",
          page_count: "0",
          body: "[]",
          location: null,
        };
        const planned = prepared.query.plannedCount;
        if (planned) row.total_count = String(await plannedRows(tx, planned.text, planned.values));
        checkSingular(req, row);
        if (req.preferences.tx === "rollback") throw new Rollback(row);
        return row;
      });
    } catch (err) {
      if (err instanceof Rollback) result = err.result;
      else throw err;
    }
    return prepared.respond(result);
  } catch (err) {
    const apiError = fromDbError(err, authed);
    if (DB_RELOAD_CODES.has(apiError.code) && !(err instanceof ApiError)) deps.cache.invalidate();
    if (apiError.status >= 500 && apiError.code === "PGRSTX00") {
      deps.ctx.log(
        `REST internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    }
    return respondError(apiError);
  }
}
