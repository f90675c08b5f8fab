import type { StoredMail } from "./mailbox";
import { escapeHtml } from "./templates";

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;display:flex;height:100vh;color:#111827}
nav{width:24rem;overflow:auto;border-right:1px solid #e5e7eb}main{flex:1;display:flex;flex-direction:column}
a.mail{display:block;padding:.6rem 1rem;border-bottom:1px solid #f3f4f6;color:inherit;text-decoration:none}
a.mail.unread{font-weight:600}a.mail.current{background:#eff6ff}small{color:#6b7280;display:block}
header{padding:1rem;border-bottom:1px solid #e5e7eb}iframe{flex:1;border:0;width:100%}
h1{font-size:1rem;margin:0;padding:1rem;border-bottom:1px solid #e5e7eb}
form{display:inline}button{margin-left:.5rem}`;

/** The inbox page: the list on the left, the chosen mail on the right (sandboxed, scripts off). */
export function inboxPage(mails: StoredMail[], current: StoredMail | undefined): string {
  const list = mails
    .map(
      (m) =>
        `<a class="mail${m.read ? "" : " unread"}${m.id === current?.id ? " current" : ""}" href="/?id=${encodeURIComponent(m.id)}">` +
        `${escapeHtml(m.subject)}<small>${escapeHtml(m.to)} · ${escapeHtml(m.created)}</small></a>`,
    )
    .join("\n");
  const body = current
    ? `<header><strong>${escapeHtml(current.subject)}</strong><small>From ${escapeHtml(current.from)} to ${escapeHtml(current.to)} · ${escapeHtml(current.created)}</small>` +
      (current.link
        ? `<small>Link: <a href="${escapeHtml(current.link)}">${escapeHtml(current.link)}</a></small>`
        : "") +
      `</header><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(current.html)}" title="mail"></iframe>`
    : `<header>${mails.length ? "Choose a mail." : "No mail yet."}</header>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inbox · local-supabase</title>
<meta http-equiv="refresh" content="${current ? 600 : 10}"><style>${STYLE}</style></head>
<body><nav><h1>Inbox (${mails.length})<form method="post" action="/clear"><button>Delete all</button></form></h1>${list}</nav><main>${body}</main></body></html>`;
}
