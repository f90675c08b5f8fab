import { describe, expect, it } from "vitest";
import { DEFAULT_JWT_SECRET, loadConfig } from "../../src/config";
import { startStack } from "../../src/server";

const config = (overrides: Record<string, unknown>) =>
  loadConfig(
    {},
    { apiPort: 0, inboxPort: 0, dbPort: -1, dataDir: null, quiet: true, ...overrides },
  );

describe("listening beyond loopback", () => {
  it("refuses every interface while the demo JWT secret is in use, saying how to set a real one", async () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20"]) {
      await expect(startStack(config({ host, jwtSecret: DEFAULT_JWT_SECRET }))).rejects.toThrow(
        /demo secret.*JWT_SECRET/s,
      );
    }
  });

  it("needs API_EXTERNAL_URL to listen on every interface, even with a real secret", async () => {
    await expect(
      startStack(
        config({ host: "0.0.0.0", jwtSecret: "a".repeat(24) + "-real-secret-0123456789" }),
      ),
    ).rejects.toThrow(/API_EXTERNAL_URL/);
  });
});
