import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that by calling it:
 * under the site's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported
 * as a violation even though Zod recovers. Jitless parsing never probes.
 */
export function parseZodJitless(): void {
  config({ jitless: true });
}
