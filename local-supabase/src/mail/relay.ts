import nodemailer, { type Transporter } from "nodemailer";
import type { StoredMail } from "./mailbox";

/** Relays captured mail to a real SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export class MailRelay {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly log: (m: string) => void,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** Sends one mail and throws when the server refuses it or cannot be reached. */
  async send(
    mail: Omit<StoredMail, "id" | "created" | "read"> & { replyTo?: string },
  ): Promise<void> {
    await this.transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  }

  /** Sends one mail; failures are logged, never thrown (the captured copy is what counts locally). */
  async relay(mail: StoredMail): Promise<void> {
    try {
      await this.send(mail);
    } catch (err) {
      this.log(
        `mail relay to ${mail.to} failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}
