import path from "node:path";
import { loadAuthSettings, type AuthSettings } from "./auth/auth-config";
import { DEFAULT_SEED_PATHS, resolveSeedFiles } from "./db/seed-files";
import { readProjectConfig } from "./project-config";

/**
 * Everything the local backend reads: an environment variable (or an explicit override) wins, then
 * supabase/config.toml (the Supabase CLI's file, so one file decides both), then `supabase start`'s
 * defaults.
 */
export type DatabaseEngine = "auto" | "postgres" | "pglite";

function engine(value: string | undefined): DatabaseEngine {
  if (value === undefined || value === "") return "auto";
  if (value === "auto" || value === "postgres" || value === "pglite") return value;
  throw new Error(`LOCAL_SUPABASE_ENGINE must be auto, postgres or pglite (not "${value}")`);
}

export interface StackConfig {
  host: string;
  apiPort: number;
  dbPort: number;
  inboxPort: number;
  /** Folder for the database, templates and stored files; null keeps everything disposable. */
  dataDir: string | null;
  /** When set, this PostgreSQL server is used (and `engine` does not apply). */
  databaseUrl: string | null;
  /**
   * The engine for a data folder (LOCAL_SUPABASE_ENGINE): "postgres" runs PostgreSQL from the
   * binaries npm installed for this platform, "pglite" the embedded WebAssembly build, "auto" (the
   * default) PostgreSQL where it can run and PGlite otherwise. Stacks without a data folder (tests,
   * the prerender) always use a PGlite copy of a migrated template.
   */
  engine: DatabaseEngine;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Schemas the REST API exposes, first one is the default. */
  dbSchemas: string[];
  /**
   * The statement deadline where neither the request's role nor authenticator sets a
   * `statement_timeout`, and of the backend's own statements on PGlite.
   */
  statementTimeoutMs: number;
  /** PostgREST's db-max-rows (`api.max_rows`): the most rows a read answers; null for no cap. */
  maxRows: number | null;
  /** The deepest `select` embedding the REST API accepts (a 400 beyond). */
  maxEmbedDepth: number;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed; empty believes none. */
  trustedProxies: string[];
  smtpUrl: string | null;
  /** How often the staff mail job looks for due mails (ms); 0 turns the job off. */
  staffMailIntervalMs: number;
  /** How often trash rows past their 30 days are purged (ms); 0 turns the job off. */
  trashPurgeIntervalMs: number;
  /** How often the media sweep deletes unused, old files (ms); 0 turns the job off. */
  mediaSweepIntervalMs: number;
  /** How old an unused file must be before the sweep deletes it (seconds). */
  mediaGraceSeconds: number;
  /** Lifts the auth rate limits (benchmarks only). */
  disableRateLimits: boolean;
  /** The seed files, in the order they run (`[db.seed] sql_paths`, resolved as the Supabase CLI does). */
  seedFiles: string[];
  /** Extra SQL applied after migrations and seed (test fixtures). */
  extraSql: string[];
  /**
   * The built app to serve on the API port (single-machine preview), if any; a function when the
   * served folder changes (a publish swaps in freshly prerendered pages).
   */
  staticDir: string | (() => string) | null;
  /** The deploy hook "Publish" calls (DEPLOY_HOOK_URL); a server-side secret. */
  deployHookUrl: string | null;
  /** Where `npm run preview` writes its local hook's URL, read when DEPLOY_HOOK_URL is not set. */
  deployHookFile: string | null;
  /** How long a publish waits for the hook (ms): the local hook answers once it has rebuilt. */
  deployHookTimeoutMs: number;
  projectRoot: string;
  /** The supabase/config.toml read (SUPABASE_CONFIG_FILE moves it); null reads none. */
  projectConfigFile: string | null;
  /** Auth settings (password rules, expiries, rate limits, confirmations, MFA). */
  auth: AuthSettings;
  quiet: boolean;
}

/** The local hook's URL file `npm run preview` writes (project-relative; never committed). */
export const DEFAULT_DEPLOY_HOOK_FILE = ".local-supabase/deploy-hook-url";

export const DEFAULT_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const DEFAULT_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const DEFAULT_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

function int(value: string | undefined, fallback: number): number {
  const n = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackConfig> = {},
): StackConfig {
  const projectRoot = path.resolve(import.meta.dirname, "..", "..");
  const projectConfigFile =
    overrides.projectConfigFile !== undefined
      ? overrides.projectConfigFile
      : path.resolve(projectRoot, env.SUPABASE_CONFIG_FILE ?? "supabase/config.toml");
  const project = projectConfigFile ? readProjectConfig(projectConfigFile, env) : {};
  return {
    host: env.SUPABASE_HOST ?? "127.0.0.1",
    apiPort: int(env.SUPABASE_API_PORT, project.apiPort ?? 54321),
    dbPort: int(env.SUPABASE_DB_PORT, project.dbPort ?? 54322),
    inboxPort: int(env.SUPABASE_INBOX_PORT, project.inboxPort ?? 54324),
    dataDir: path.resolve(projectRoot, env.LOCAL_SUPABASE_DATA_DIR ?? ".local-supabase"),
    databaseUrl: env.DATABASE_URL || null,
    engine: engine(env.LOCAL_SUPABASE_ENGINE),
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
    siteUrl: env.SITE_URL ?? project.siteUrl ?? "http://127.0.0.1:5173",
    additionalRedirectUrls: list(
      env.ADDITIONAL_REDIRECT_URLS,
      project.additionalRedirectUrls ?? [
        "http://127.0.0.1:5173/**",
        "http://localhost:5173/**",
        "http://127.0.0.1:4173/**",
        "http://localhost:4173/**",
      ],
    ),
    dbSchemas: list(env.PGRST_DB_SCHEMAS, project.schemas ?? ["public", "graphql_public"]),
    statementTimeoutMs: int(env.PGRST_STATEMENT_TIMEOUT_MS, 8000),
    maxRows: env.PGRST_DB_MAX_ROWS ? int(env.PGRST_DB_MAX_ROWS, 1000) : (project.maxRows ?? null),
    maxEmbedDepth: int(env.PGRST_MAX_EMBED_DEPTH, 3),
    trustedProxies: list(env.TRUSTED_PROXIES, []),
    smtpUrl: env.SMTP_URL || null,
    staffMailIntervalMs: int(env.STAFF_MAIL_INTERVAL_MS, 1000),
    trashPurgeIntervalMs: int(env.TRASH_PURGE_INTERVAL_MS, 10 * 60_000),
    mediaSweepIntervalMs: int(env.MEDIA_SWEEP_INTERVAL_MS, 60 * 60 * 1000),
    mediaGraceSeconds: int(env.MEDIA_GRACE_SECONDS, 24 * 60 * 60),
    disableRateLimits: env.AUTH_DISABLE_RATE_LIMITS === "true",
    seedFiles: resolveSeedFiles(
      path.join(projectRoot, "supabase"),
      project.seedSqlPaths ?? DEFAULT_SEED_PATHS,
    ),
    extraSql: [],
    staticDir: env.LOCAL_SUPABASE_STATIC_DIR ? path.resolve(env.LOCAL_SUPABASE_STATIC_DIR) : null,
    deployHookUrl: env.DEPLOY_HOOK_URL || null,
    deployHookFile: path.resolve(projectRoot, env.DEPLOY_HOOK_FILE ?? DEFAULT_DEPLOY_HOOK_FILE),
    deployHookTimeoutMs: int(env.DEPLOY_HOOK_TIMEOUT_MS, 300_000),
    projectRoot,
    projectConfigFile,
    auth: loadAuthSettings(env, project),
    quiet: env.LOCAL_SUPABASE_QUIET === "true",
    ...overrides,
  };
}
