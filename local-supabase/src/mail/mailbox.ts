import { randomUUID } from "node:crypto";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The action link inside the mail, printed to the dev console. */
  link?: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  from: string;
  created: string;
  read: boolean;
}

/** Captures every mail the backend sends; the inbox server reads from here. */
export class Mailbox {
  private readonly mails: StoredMail[] = [];
  private readonly listeners = new Set<(mail: StoredMail) => void>();

  constructor(readonly from = "Jalraksha Building Solutions <no-reply@jalraksha.local>") {}

  send(mail: OutgoingMail): StoredMail {
    const stored: StoredMail = {
      ...mail,
      id: randomUUID(),
      from: this.from,
      created: new Date().toISOString(),
      read: false,
    };
    this.mails.unshift(stored);
    if (this.mails.length > 1000) this.mails.length = 1000;
    for (const listener of this.listeners) listener(stored);
    return stored;
  }

  list(): StoredMail[] {
    return [...this.mails];
  }

  get(id: string): StoredMail | undefined {
    return this.mails.find((m) => m.id === id);
  }

  /** Marks a mail as read (Mailpit does so when a message is opened). */
  markRead(id: string): void {
    const mail = this.get(id);
    if (mail) mail.read = true;
  }

  clear(ids?: string[]): void {
    if (!ids || ids.length === 0) {
      this.mails.length = 0;
      return;
    }
    const drop = new Set(ids);
    for (let i = this.mails.length - 1; i >= 0; i--)
      if (drop.has(this.mails[i]!.id)) this.mails.splice(i, 1);
  }

  onSend(listener: (mail: StoredMail) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
