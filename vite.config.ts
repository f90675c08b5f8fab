import path from "node:path";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentTypeNav } from "./scripts/vite/content-type-nav.ts";

// react-router's package exports resolve to its development build in every mode (remix-run/
// react-router#12532); a production build takes its production files, without the dev warnings.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve(
    import.meta.dirname,
    "node_modules/react-router/dist/production/index.mjs",
  ),
};

const CONTENT_TYPE_DECLARATIONS = path.resolve(import.meta.dirname, "src/features/cms/resources");

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), contentTypeNav(CONTENT_TYPE_DECLARATIONS)],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      ...(command === "build" ? [reactRouterProduction] : []),
    ],
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  // BUILD_MANIFEST=true writes .vite/manifest.json (npm run bench:web follows it to measure chunks).
  build: {
    sourcemap: process.env.BUILD_SOURCEMAP === "true",
    chunkSizeWarningLimit: 600,
    manifest: process.env.BUILD_MANIFEST === "true",
  },
}));
