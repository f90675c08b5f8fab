import { defineConfig, devices } from "@playwright/test";
import { E2E_ORIGIN } from "./e2e/support/ports";

/**
 * Runs against the BUILT app: build it first with
 *   VITE_SUPABASE_URL=http://127.0.0.1:23421 npx vite build --outDir dist-e2e
 * The web server starts the local backend in memory, serving dist-e2e on the API's origin.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // E2E_OUTPUT keeps a second run's artefacts apart (Playwright empties its output folder).
  outputDir: process.env.E2E_OUTPUT ?? "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the tests it ran.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGIN,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Tests that change what the whole site shares run apart from the rest, which run in parallel:
  // the first-admin claim before any other test creates an admin (the seed has none), and the
  // WhatsApp settings (the widget every page shows) after all others, then the staff two-step switch.
  projects: [
    {
      name: "first-admin",
      testMatch: "auth-setup.spec.ts",
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "chromium",
      dependencies: ["first-admin"],
      testIgnore: [
        "**/auth-setup.spec.ts",
        "**/whatsapp-admin.spec.ts",
        "**/whatsapp-number-refresh.spec.ts",
        "**/protection.spec.ts",
        "**/site-settings.spec.ts",
        "**/staff-mfa-required.spec.ts",
        // The page screenshot runs are for people to look at, not checks: `npm run screenshots`.
        ...(process.env.SCREENSHOTS ? [] : ["**/*-screenshots.spec.ts", "**/*-screens.spec.ts"]),
      ],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      name: "shared-settings",
      dependencies: ["chromium"],
      // Page protection too: the Security page's test (chromium) switches it off site-wide for a while.
      testMatch: ["whatsapp-admin.spec.ts", "protection.spec.ts"],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      // The company settings row is the one the Security page's switches write too: the settings
      // form's save would be refused as stale while protection.spec flips them, so it runs after.
      // So does the WhatsApp number's refresh, which saves the row whatsapp-admin.spec edits.
      name: "company-settings",
      dependencies: ["shared-settings"],
      testMatch: ["site-settings.spec.ts", "whatsapp-number-refresh.spec.ts"],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      // The Security switch "Staff must use two-step sign-in" holds every staff session without a
      // factor while it is on: alone, after everything else.
      name: "staff-mfa",
      dependencies: ["company-settings"],
      testMatch: "staff-mfa-required.spec.ts",
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: "npx tsx e2e/support/serve.ts",
    url: `${E2E_ORIGIN}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
