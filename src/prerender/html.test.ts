import { describe, expect, it } from "vitest";
import { fillShell, shellFromSpa, splitHoistedHead, withNoindex } from "./html";

const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      data-default-head
      name="description"
      content="Default"
    />
    <title data-default-head>Site</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("filling the SPA shell with a prerendered page", () => {
  it("moves the hoisted head tags out of the markup", () => {
    expect(splitHoistedHead('<title>A</title><meta name="x" content="y"/><div>b</div>')).toEqual({
      head: '<title>A</title><meta name="x" content="y"/>',
      body: "<div>b</div>",
    });
    expect(splitHoistedHead("<div>b</div>")).toEqual({ head: "", body: "<div>b</div>" });
  });

  it("sets the language, replaces the default head and carries the query cache", () => {
    const page = fillShell(shell, {
      html: "<title>Hindi</title><main>x</main>",
      state: '{"queries":[]}',
      lang: "ar",
      dir: "rtl",
      path: "/ar/x",
    });
    expect(page).toContain('<html lang="ar" dir="rtl" data-protection="on">');
    expect(page).not.toContain("data-default-head");
    expect(page).toMatch(/<title>Hindi<\/title>\s*<\/head>/);
    expect(page).toContain('<div id="root"><main>x</main></div>');
    expect(page).toContain(
      '<script id="query-state" type="application/json" data-path="/ar/x">{"queries":[]}',
    );
  });

  it("writes page protection's switch for the boot script", () => {
    const page = { html: "<main>x</main>", state: "{}", lang: "en", dir: "ltr", path: "/" };
    expect(fillShell(shell, { ...page, protection: false })).toContain(
      '<html lang="en" dir="ltr" data-protection="off">',
    );
    expect(fillShell(shell, { ...page, protection: true })).toContain('data-protection="on"');
  });

  it("marks the shell noindex", () => {
    expect(withNoindex(shell)).toMatch(
      /<meta data-default-head name="robots" content="noindex" \/>\s*<\/head>/,
    );
  });

  it("gives the shell back from spa.html, for a publish to render into", () => {
    expect(shellFromSpa(withNoindex(shell))).toBe(shell);
    expect(shellFromSpa(withNoindex(shell))).not.toContain("noindex");
  });

  it("inserts a description containing $`, $' and $& as written", () => {
    const description = "Cost: $` before, $' after, $& match, $1 group, $$ dollars";
    const page = fillShell(shell, {
      html: `<title>T $&</title><meta name="description" content="${description}"/><main>${description}</main>`,
      state: JSON.stringify({ description }),
      lang: "en",
      dir: "ltr",
      path: "/p/$'",
    });
    expect(page).toContain(`<meta name="description" content="${description}"/>`);
    expect(page).toContain(`<title>T $&</title>`);
    expect(page).toContain(`<div id="root"><main>${description}</main></div>`);
    expect(page).toContain(`data-path="/p/$'">${JSON.stringify({ description })}</script>`);
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
  });
});
