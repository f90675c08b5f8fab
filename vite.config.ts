import path from "node:path";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { prerenderedPreview } from "./scripts/prerender/preview-plugin.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderedPreview()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  // BUILD_MANIFEST=true writes .vite/manifest.json (npm run bench:web follows it to measure chunks).
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: process.env.BUILD_MANIFEST === "true",
  },
});
