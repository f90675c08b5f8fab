import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { ClientAddressResolver } from "./client-address";
import { apiCors } from "./cors";
import type { StackConfig } from "./config";
import type { ServiceContext } from "./context";
import { openDatabase, type OpenedDatabase } from "./db/open";
import { RoleTimeouts } from "./db/role-timeouts";
import { listenForSchemaReload } from "./db/schema-notifications";
import { assertSafeToListen, externalUrl } from "./listen-policy";
import { Mailbox } from "./mail/mailbox";
import { createInboxApp } from "./mail/inbox";
import { MailRelay } from "./mail/relay";
import { localStaffMailer, startStaffMailJob } from "./mail/staff-mail-job";
import { startTrashPurgeJob } from "./trash/purge-job";
import { createRestApp } from "./rest";
import { createAuthApp } from "./auth";
import { createStorageApp } from "./storage";
import { createFunctionsApp } from "./functions/publish";
import { localMediaSweepStore, startMediaSweepJob } from "./storage/media-sweep-job";
import { serveStaticApp } from "./static";

export interface RunningStack {
  apiUrl: string;
  inboxUrl: string;
  /** postgresql:// URL of the wire-protocol endpoint (PGlite) or DATABASE_URL. */
  dbUrl: string;
  ctx: ServiceContext;
  opened: OpenedDatabase;
  close: () => Promise<void>;
}

const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Location",
  "Preference-Applied",
  "Range-Unit",
  "X-Total-Count",
  "ETag",
  "Content-Length",
  "Content-Type",
  "Content-Disposition",
  "Cache-Control",
  "Accept-Ranges",
  "X-Supabase-Api-Version",
];

/** The API app: /rest/v1, /auth/v1, /storage/v1 behind one port, as Kong routes them. */
export function createApiApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.use(
    "*",
    apiCors({
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: [
        "authorization",
        "apikey",
        "content-type",
        "x-client-info",
        "prefer",
        "range",
        "accept",
        "accept-profile",
        "content-profile",
        "x-upsert",
        "cache-control",
        "x-supabase-api-version",
        "x-metadata",
      ],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 3600,
    }),
  );
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.route("/rest/v1", createRestApp(ctx));
  app.route("/auth/v1", createAuthApp(ctx));
  app.route("/storage/v1", createStorageApp(ctx));
  app.route("/functions/v1", createFunctionsApp(ctx));
  if (ctx.config.staticDir) serveStaticApp(app, ctx.config.staticDir);
  return app;
}

function listen(app: Hono, host: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(server));
    server.once("error", reject);
  });
}

function portOf(server: ServerType): number {
  return (server.address() as AddressInfo).port;
}

export async function startStack(config: StackConfig): Promise<RunningStack> {
  const log = config.quiet ? () => undefined : (m: string) => console.log(`[local-supabase] ${m}`);
  assertSafeToListen(config);
  const addresses = new ClientAddressResolver(config.trustedProxies);
  // Checked before the database opens, so a bad setting fails fast (port 0 is chosen at listen).
  externalUrl(config, config.apiPort || 1);
  const opened = await openDatabase(config, { wire: config.dbPort >= 0 });
  const schemaEvents = new EventEmitter();
  const roleTimeouts = new RoleTimeouts(opened.db, config.statementTimeoutMs);
  await roleTimeouts.load();
  const reloadRoleTimeouts = () =>
    void roleTimeouts
      .load()
      .catch((err: unknown) => log(`role settings not reloaded: ${String(err)}`));
  const ctx: ServiceContext = {
    config,
    db: opened.db,
    roleTimeouts,
    mail: new Mailbox(),
    log,
    addresses,
    apiExternalUrl: "",
    onSchemaReload: (listener) => void schemaEvents.on("reload", listener),
    reloadSchema: () => void schemaEvents.emit("reload"),
  };
  const source = opened.thread
    ? { thread: opened.thread }
    : opened.serverUrl
      ? { databaseUrl: opened.serverUrl }
      : null;
  const stopListening = source
    ? await listenForSchemaReload(source, () => ctx.reloadSchema(), reloadRoleTimeouts)
    : async () => undefined;
  ctx.onSchemaReload(reloadRoleTimeouts);
  ctx.mail.onSend((m) => log(`mail to ${m.to}: ${m.subject}${m.link ? ` -> ${m.link}` : ""}`));

  const api = await listen(createApiApp(ctx), config.host, config.apiPort);
  ctx.apiExternalUrl = externalUrl(config, portOf(api));
  const inbox = await listen(createInboxApp(ctx), config.host, config.inboxPort);
  const staffMail =
    config.staffMailIntervalMs > 0
      ? startStaffMailJob({
          db: opened.db,
          send: localStaffMailer(
            ctx.mail,
            config.smtpUrl ? new MailRelay(config.smtpUrl, log) : null,
          ),
          siteUrl: config.siteUrl,
          intervalMs: config.staffMailIntervalMs,
          log,
        })
      : null;
  const trashPurge =
    config.trashPurgeIntervalMs > 0
      ? startTrashPurgeJob({ db: opened.db, intervalMs: config.trashPurgeIntervalMs, log })
      : null;
  const mediaSweep =
    config.mediaSweepIntervalMs > 0
      ? startMediaSweepJob({
          store: localMediaSweepStore(
            opened.db,
            () => `http://${config.host}:${portOf(api)}`,
            config.serviceRoleKey,
          ),
          graceSeconds: config.mediaGraceSeconds,
          intervalMs: config.mediaSweepIntervalMs,
          log,
        })
      : null;
  const dbUrl = opened.thread?.wireAddress
    ? `postgresql://postgres:postgres@${opened.thread.wireAddress}/postgres`
    : (opened.serverUrl ?? "");
  const apiUrl = `http://${config.host}:${portOf(api)}`;
  const inboxUrl = `http://${config.host}:${portOf(inbox)}`;
  log(`database: ${opened.db.kind} (${opened.origin})`);
  log(`API ${apiUrl}  inbox ${inboxUrl}  db ${dbUrl}`);

  return {
    apiUrl,
    inboxUrl,
    dbUrl,
    ctx,
    opened,
    async close() {
      await staffMail?.stop();
      await trashPurge?.stop();
      await mediaSweep?.stop();
      await new Promise<void>((r) => api.close(() => r()));
      await new Promise<void>((r) => inbox.close(() => r()));
      await stopListening();
      await opened.db.close();
    },
  };
}
