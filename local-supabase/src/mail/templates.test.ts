import { describe, expect, it } from "vitest";
import { renderMail, type MailKind } from "./templates";

const kinds: MailKind[] = [
  "confirmation",
  "invite",
  "magic_link",
  "recovery",
  "email_change",
  "reauthentication",
];

describe("renderMail", () => {
  it.each(kinds)("renders %s with company, code and link in HTML and text", (kind) => {
    const m = renderMail(kind, {
      company: "Acme <Tiles>",
      link: "http://x.test/verify?token=a&type=b",
      otp: "123456",
      email: "a@b.test",
      newEmail: "c@d.test",
    });
    expect(m.subject).toContain("Acme <Tiles>");
    expect(m.html).toContain("Acme &lt;Tiles&gt;");
    expect(m.html).not.toContain("<Tiles>");
    expect(m.text).toContain("123456");
    expect(m.html).toContain("123456");
    if (kind !== "reauthentication") {
      expect(m.html).toContain('href="http://x.test/verify?token=a&amp;type=b"');
      expect(m.text).toContain("http://x.test/verify?token=a&type=b");
    }
  });
});
