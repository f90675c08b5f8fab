import path from "node:path";
import type { Queryable } from "../db/types";
import { formatTypes } from "./format";
import { introspect } from "./introspect";
import { renderTypes } from "./render";

export const typesFile = (projectRoot: string): string =>
  path.join(projectRoot, "src", "integrations", "supabase", "types.ts");

/** The formatted text of src/integrations/supabase/types.ts for the database's public schema. */
export async function generateTypes(db: Queryable, projectRoot: string): Promise<string> {
  return formatTypes(renderTypes(await introspect(db, "public")), typesFile(projectRoot));
}
