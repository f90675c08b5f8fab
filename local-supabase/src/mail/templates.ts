/** The mails the auth service sends, as GoTrue's template kinds. */
export type MailKind =
  "confirmation" | "invite" | "magic_link" | "recovery" | "email_change" | "reauthentication";

export interface MailInput {
  company: string;
  /** The link to follow (absent for reauthentication, which only has a code). */
  link?: string;
  otp: string;
  email: string;
  newEmail?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface Copy {
  subject: string;
  heading: string;
  intro: string;
  action?: string;
}

function copy(kind: MailKind, m: MailInput): Copy {
  switch (kind) {
    case "confirmation":
      return {
        subject: `Confirm your sign-up to ${m.company}`,
        heading: "Confirm your sign-up",
        intro: `Thank you for signing up to ${m.company}. Follow this link to confirm your e-mail address:`,
        action: "Confirm your e-mail",
      };
    case "invite":
      return {
        subject: `You have been invited to ${m.company}`,
        heading: "You have been invited",
        intro: `You have been invited to create an account at ${m.company}. Follow this link to accept the invitation:`,
        action: "Accept the invitation",
      };
    case "magic_link":
      return {
        subject: `Your sign-in link for ${m.company}`,
        heading: "Your sign-in link",
        intro: `Follow this link to sign in to ${m.company}:`,
        action: "Sign in",
      };
    case "recovery":
      return {
        subject: `Reset your password for ${m.company}`,
        heading: "Reset your password",
        intro: `Someone asked to reset the password of your ${m.company} account. If it was you, follow this link:`,
        action: "Reset password",
      };
    case "email_change":
      return {
        subject: `Confirm your new e-mail address for ${m.company}`,
        heading: "Confirm your e-mail change",
        intro: `Follow this link to confirm the change of your e-mail address from ${m.email} to ${m.newEmail ?? ""}:`,
        action: "Confirm e-mail change",
      };
    case "reauthentication":
      return {
        subject: `Your confirmation code for ${m.company}`,
        heading: "Confirm it is you",
        intro: `Enter this code to confirm the change to your ${m.company} account:`,
      };
  }
}

/** HTML (every value escaped) and plain-text versions of one mail. */
export function renderMail(kind: MailKind, m: MailInput): RenderedMail {
  const c = copy(kind, m);
  const link = m.link && c.action ? m.link : undefined;
  const html = [
    "<!doctype html>",
    `<html><body style="font-family:sans-serif;color:#1f2937">`,
    `<h2>${escapeHtml(c.heading)}</h2>`,
    `<p>${escapeHtml(c.intro)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(c.action ?? "")}</a></p>` : "",
    `<p>${link ? "Or enter this code" : "Code"}: <strong>${escapeHtml(m.otp)}</strong></p>`,
    `<p style="color:#6b7280">If you did not ask for this, you can ignore this e-mail.<br>${escapeHtml(m.company)}</p>`,
    "</body></html>",
  ].join("\n");
  const text = [
    c.heading,
    "",
    c.intro,
    link ?? "",
    "",
    `${link ? "Or enter this code" : "Code"}: ${m.otp}`,
    "",
    "If you did not ask for this, you can ignore this e-mail.",
    m.company,
  ].join("\n");
  return { subject: c.subject, html, text };
}
