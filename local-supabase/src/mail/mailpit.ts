import type { StoredMail } from "./mailbox";

/** Mailpit's address object: `Name <Address>` split in two. */
export function address(value: string): { Name: string; Address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return m
    ? { Name: m[1]!.replace(/^"|"$/g, ""), Address: m[2]! }
    : { Name: "", Address: value.trim() };
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

const size = (m: StoredMail) => Buffer.byteLength(m.html) + Buffer.byteLength(m.text);

/** The message summary of Mailpit's list and search answers. */
export function summary(m: StoredMail) {
  return {
    ID: m.id,
    MessageID: `${m.id}@local-supabase`,
    Read: m.read,
    From: address(m.from),
    To: [address(m.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.subject,
    Created: m.created,
    Tags: [],
    Size: size(m),
    Attachments: 0,
    Snippet: snippet(m.text),
  };
}

/** Mailpit's full message answer. */
export function message(m: StoredMail) {
  return {
    ID: m.id,
    MessageID: `${m.id}@local-supabase`,
    From: address(m.from),
    To: [address(m.to)],
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    ReturnPath: address(m.from).Address,
    Subject: m.subject,
    ListUnsubscribe: { Header: "", Links: [], Errors: "", HeaderPost: "" },
    Date: m.created,
    Tags: [],
    Text: m.text,
    HTML: m.html,
    Size: size(m),
    Inline: [],
    Attachments: [],
  };
}

/**
 * Mailpit's search subset: `to:`, `from:`, `subject:` terms (quoted values allowed) and free
 * words, all of which must match (case-insensitive).
 */
export function matches(m: StoredMail, query: string): boolean {
  const terms = query.match(/(?:[a-z]+:)?(?:"[^"]*"|\S+)/gi) ?? [];
  return terms.every((term) => {
    const t = /^([a-z]+):(.*)$/i.exec(term);
    const field = t ? t[1]!.toLowerCase() : "";
    const value = (t ? t[2]! : term).replace(/^"|"$/g, "").toLowerCase();
    if (field === "to") return m.to.toLowerCase().includes(value);
    if (field === "from") return m.from.toLowerCase().includes(value);
    if (field === "subject") return m.subject.toLowerCase().includes(value);
    return [m.to, m.from, m.subject, m.text].some((s) => s.toLowerCase().includes(value));
  });
}
