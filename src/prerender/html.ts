/** Fills the built index.html (the SPA shell) with one prerendered page. */

const HEAD_TAG = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * React hoists a page's <title>, <meta> and <link> tags; rendering a tree without <html> it
 * writes them first, ahead of the markup. They move into <head>.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const match = HEAD_TAG.exec(html);
  const head = match?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}

export function withNoindex(shell: string): string {
  // data-default-head: a page that sets its own head tags (PageMeta) replaces this one.
  return shell.replace(
    "</head>",
    `    <meta data-default-head name="robots" content="noindex" />\n  </head>`,
  );
}

/**
 * Every insertion goes through a replacer function: a replacement *string* would read `$&`,
 * `` $` `` and `$'` in page content as patterns and splice parts of the shell into the page.
 */
export function fillShell(
  shell: string,
  page: {
    html: string;
    state: string;
    lang: string;
    dir: string;
    path: string;
    /** Page protection on (the default: as the app while its switch loads). */
    protection?: boolean;
  },
): string {
  const protection = page.protection === false ? "off" : "on";
  const { head, body } = splitHoistedHead(page.html);
  return shell
    .replace(
      /<html[^>]*>/,
      () => `<html lang="${page.lang}" dir="${page.dir}" data-protection="${protection}">`,
    )
    .replace(/\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g, "")
    .replace("</head>", () => `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script id="query-state" type="application/json" data-path="${page.path}">${page.state}</script>`,
    );
}

/** The SPA shell back from spa.html (withNoindex's inverse): a publish renders into it again. */
export function shellFromSpa(spa: string): string {
  return spa.replace(
    `    <meta data-default-head name="robots" content="noindex" />\n  </head>`,
    "</head>",
  );
}
