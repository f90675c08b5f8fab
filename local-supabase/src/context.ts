import type { ClientAddressResolver } from "./client-address";
import type { StackConfig } from "./config";
import type { RoleTimeouts } from "./db/role-timeouts";
import type { Db } from "./db/types";
import type { Mailbox } from "./mail/mailbox";

/** What every service of the local backend is built from. */
export interface ServiceContext {
  config: StackConfig;
  db: Db;
  /** Each API role's statement deadline (its `statement_timeout`), as PostgREST applies it. */
  roleTimeouts: RoleTimeouts;
  mail: Mailbox;
  log: (message: string) => void;
  /** Who a request came from (the socket, or X-Forwarded-For behind TRUSTED_PROXIES). */
  addresses: ClientAddressResolver;
  /** The API's public origin for links and the token issuer: API_EXTERNAL_URL, else the listening host and port. */
  apiExternalUrl: string;
  /** Subscribers run after `notify pgrst, 'reload schema'` or a migration (schema caches). */
  onSchemaReload: (listener: () => void) => void;
  reloadSchema: () => void;
}
