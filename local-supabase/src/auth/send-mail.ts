import { companyName } from "../mail/company-name";
import { renderMail, type MailKind } from "../mail/templates";
import type { AuthDeps } from "./deps";

export interface PendingMail {
  kind: MailKind;
  to: string;
  email: string;
  otp: string;
  link?: string;
  newEmail?: string;
}

/** The link of a mail: GET /verify with the token hash, type and redirect target. */
export function verifyLink(
  base: string,
  tokenHash: string,
  type: string,
  redirectTo: string,
): string {
  const q = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${base}/verify?${q.toString()}`;
}

/** Renders and captures a mail (and relays it when SMTP is configured); run after the commit. */
export async function deliver(deps: AuthDeps, mail: PendingMail): Promise<void> {
  const company = await companyName(deps.ctx.db);
  const rendered = renderMail(mail.kind, {
    company,
    link: mail.link,
    otp: mail.otp,
    email: mail.email,
    newEmail: mail.newEmail,
  });
  const stored = deps.ctx.mail.send({ to: mail.to, ...rendered, link: mail.link });
  void deps.relay?.relay(stored);
}
