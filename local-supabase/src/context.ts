import type { StackConfig } from "./config";
import type { Db } from "./db/types";
import type { Mailbox } from "./mail/mailbox";

/** What every service of the local backend is built from. */
export interface ServiceContext {
  config: StackConfig;
  db: Db;
  mail: Mailbox;
  log: (message: string) => void;
  /** Subscribers run after `notify pgrst, 'reload schema'` or a migration (schema caches). */
  onSchemaReload: (listener: () => void) => void;
  reloadSchema: () => void;
}
