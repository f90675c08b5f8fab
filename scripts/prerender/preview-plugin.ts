import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { headersFor, readHeaderRules } from "../../local-supabase/src/static-headers";

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * `vite preview` for a prerendered build: a page's own HTML (<path>/index.html) for its route and
 * the SPA shell (spa.html) for every other route, with the build's `_headers` (CSP, HSTS...), as a
 * static host configured per the README does.
 */
export function prerenderedPreview(): Plugin {
  return {
    name: "prerendered-preview",
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const rules = readHeaderRules(outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://preview");
        const pathname = decodeURIComponent(url.pathname);
        for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
        if (path.extname(pathname) || !isFile(path.join(outDir, "spa.html"))) return next();
        const page = path.join(pathname, "index.html");
        const inside = path.resolve(outDir, `.${page}`).startsWith(outDir + path.sep);
        req.url = `${inside && isFile(path.join(outDir, page)) ? page : "/spa.html"}${url.search}`;
        next();
      });
    },
  };
}
