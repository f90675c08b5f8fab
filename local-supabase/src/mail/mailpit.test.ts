import { describe, expect, it } from "vitest";
import { address, matches } from "./mailpit";
import type { StoredMail } from "./mailbox";
import { inboxPage } from "./inbox-page";

const mail: StoredMail = {
  id: "1",
  from: "Jalraksha <no-reply@x.test>",
  to: "a@b.test",
  subject: "Reset your password",
  html: "<p>x</p>",
  text: "Follow this link",
  created: "2026-01-01T00:00:00Z",
  read: false,
};

describe("mailpit helpers", () => {
  it("splits addresses", () => {
    expect(address("Jalraksha <no-reply@x.test>")).toEqual({
      Name: "Jalraksha",
      Address: "no-reply@x.test",
    });
    expect(address("a@b.test")).toEqual({ Name: "", Address: "a@b.test" });
  });
  it("searches by field and word", () => {
    expect(matches(mail, "to:a@b.test")).toBe(true);
    expect(matches(mail, 'subject:"reset your"')).toBe(true);
    expect(matches(mail, "to:c@d.test")).toBe(false);
    expect(matches(mail, "follow link")).toBe(true);
  });
  it("escapes everything on the page", () => {
    const html = inboxPage(
      [{ ...mail, subject: "<script>alert(1)</script>", html: '<img src=x onerror="a()">' }],
      {
        ...mail,
        subject: "<script>alert(1)</script>",
        html: '<img src=x onerror="a()">',
      },
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain('<img src=x onerror="a()">');
    expect(html).toContain("&lt;script&gt;");
  });
});
