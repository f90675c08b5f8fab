import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_API_PORT } from "./ports";

/** Where the e2e stack writes the admin setup code it issued at start (empty: an admin existed). */
export const SETUP_CODE_FILE = path.join(tmpdir(), `e2e-admin-setup-code-${E2E_API_PORT}.txt`);

export function readSetupCode(): string | null {
  const code = readFileSync(SETUP_CODE_FILE, "utf8").trim();
  return code === "" ? null : code;
}
