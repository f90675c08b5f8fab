import { createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MailRelay } from "./relay";
import type { StoredMail } from "./mailbox";

/** A minimal SMTP server that records the envelope and DATA of each mail. */
function smtpServer(): Promise<{
  server: Server;
  port: number;
  received: { rcpt: string[]; data: string }[];
}> {
  const received: { rcpt: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { rcpt: [] as string[], data: "" };
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let idx: number;
      while ((idx = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { rcpt: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else current.data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") socket.write("250 test\r\n");
        else if (cmd === "MAIL") socket.write("250 OK\r\n");
        else if (cmd === "RCPT") {
          current.rcpt.push(line);
          socket.write("250 OK\r\n");
        } else if (cmd === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    ),
  );
}

const mail: StoredMail = {
  id: "m1",
  from: "Jalraksha <no-reply@jalraksha.local>",
  to: "someone@example.test",
  subject: "Reset your password",
  html: "<p>Reset</p>",
  text: "Reset here",
  created: new Date().toISOString(),
  read: false,
};

let open: Server | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe("MailRelay", () => {
  it("relays a captured mail over SMTP", async () => {
    const smtp = await smtpServer();
    open = smtp.server;
    const logs: string[] = [];
    await new MailRelay(`smtp://127.0.0.1:${smtp.port}`, (m) => logs.push(m)).relay(mail);
    expect(logs).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.rcpt[0]).toContain("someone@example.test");
    expect(smtp.received[0]!.data).toContain("Subject: Reset your password");
    expect(smtp.received[0]!.data).toContain("Reset here");
  });

  it("logs instead of throwing when the server is unreachable", async () => {
    const logs: string[] = [];
    await new MailRelay("smtp://127.0.0.1:1", (m) => logs.push(m)).relay(mail);
    expect(logs[0]).toMatch(/relay to someone@example.test failed/);
  });
});
