import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, readHeaderRules } from "../../local-supabase/src/static-headers";
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  securityHeaders,
} from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes the scripts a browser runs, exactly as written, and no data blocks", () => {
    const theme = "\n      (function () { document.documentElement.lang = 'en'; })();\n    ";
    const page = `<head><script>${theme}</script></head><body>
      <script type="module">import "/x.js";</script>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <script id="query-state" type="application/json" data-path="/">{"a":"</b>"}</script>
      <script type="application/ld+json">{}</script></body>`;
    expect(inlineScriptHashes(page)).toEqual([sha(theme), sha('import "/x.js";')]);
  });
});

describe("the Content-Security-Policy", () => {
  const csp = contentSecurityPolicy("https://abc.supabase.co", ["'sha256-AAA='"]);
  const directive = (name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);

  it("allows the site's own scripts and the hashed inline ones only", () => {
    expect(directive("script-src")).toEqual(["'self'", "'sha256-AAA='"]);
    expect(csp).not.toContain("unsafe-eval");
  });

  it("connects to itself and the Supabase API over https and wss", () => {
    expect(directive("connect-src")).toEqual([
      "'self'",
      "https://abc.supabase.co",
      "wss://abc.supabase.co",
    ]);
    expect(contentSecurityPolicy("http://127.0.0.1:54321", [])).toContain(
      "connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;",
    );
  });

  it("shows images from itself, data:, the storage bucket and YouTube thumbnails", () => {
    expect(directive("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://abc.supabase.co/storage/v1/object/public/",
      "https://i.ytimg.com",
    ]);
  });

  it("frames YouTube's privacy-enhanced player only, and is framed by nobody", () => {
    expect(directive("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("object-src")).toEqual(["'none'"]);
    expect(directive("base-uri")).toEqual(["'none'"]);
    expect(directive("form-action")).toEqual(["'self'"]);
  });
});

describe("the headers files", () => {
  const headers = securityHeaders("https://abc.supabase.co", ["'sha256-AAA='"]);

  it("carries HSTS, nosniff, the referrer and permissions policies", () => {
    expect(headers).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  it("writes _headers as Netlify and Cloudflare Pages read it, and the test server reads it back", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    writeFileSync(path.join(dir, "_headers"), headersFile(headers));
    const rules = readHeaderRules(dir);
    const page = Object.fromEntries(headersFor(rules, "/products/x"));
    expect(page).toEqual(headers);
    const asset = Object.fromEntries(headersFor(rules, "/assets/index-abc.js"));
    expect(asset).toMatchObject({
      ...headers,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(readHeaderRules(path.join(dir, "missing"))).toEqual([]);
  });

  it("gives nginx the same headers, always", () => {
    const conf = nginxHeaders(headers);
    expect(conf.split("\n")).toHaveLength(Object.keys(headers).length);
    expect(conf).toContain(
      `add_header Content-Security-Policy "${headers["Content-Security-Policy"]}" always;`,
    );
  });
});
