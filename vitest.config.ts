import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentTypeNav } from "./scripts/vite/content-type-nav";

const alias = { "@": path.resolve(import.meta.dirname, "src") };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          react(),
          contentTypeNav(path.resolve(import.meta.dirname, "src/features/cms/resources")),
        ],
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            "local-supabase/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        // Checks a prerendered build (npm test runs it after building dist-e2e).
        resolve: { alias },
        test: {
          name: "build",
          include: ["scripts/**/*.dist-test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "backend",
          include: ["local-supabase/tests/**/*.test.ts", "supabase/tests/**/*.test.ts"],
          exclude: ["local-supabase/tests/native/**"],
          environment: "node",
          globalSetup: ["./local-supabase/tests/global-setup.ts"],
          setupFiles: ["./local-supabase/tests/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      {
        // The local backend on PostgreSQL from the installed binaries: stacks of its own, run once.
        resolve: { alias },
        test: {
          name: "native",
          include: ["local-supabase/tests/native/**/*.test.ts"],
          setupFiles: ["./local-supabase/tests/setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
