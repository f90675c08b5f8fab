import { availableParallelism } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentTypeNav } from "./scripts/vite/content-type-nav";

const alias = { "@": path.resolve(import.meta.dirname, "src") };

/**
 * Vitest's default is one worker fewer than the cores, one on these 2-core machines, which left
 * a core idle: the unit tests took 187 s with one worker and 119 s with two, the backend tests on
 * PGlite 327 s and 200 s.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

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
          maxWorkers,
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
          maxWorkers,
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
