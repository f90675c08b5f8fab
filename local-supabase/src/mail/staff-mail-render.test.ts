import { describe, expect, it } from "vitest";
import { renderStaffMail, type StaffMailJob } from "../../../supabase/functions/_shared/staff-mail";

const job = (over: Partial<StaffMailJob> = {}): StaffMailJob => ({
  outbox_id: 1,
  attempt: 1,
  to_addresses: ["sales@example.test"],
  message: {
    id: "6f1c2a8e-0000-4000-8000-000000000001",
    name: "Asha <script>",
    email: "asha@example.test",
    phone: "+91 98765 43210",
    company: null,
    subject: "Quote\r\nBcc: evil@example.test",
    message: "Need <b>200 m²</b> of terrace coating.",
  },
  lines: [],
  ...over,
});

const options = { siteUrl: "https://jalraksha.example/", company: "Jalraksha" };

describe("renderStaffMail", () => {
  it("names the sender, quotes the message as text and links to the inbox", () => {
    const mail = renderStaffMail(job(), options);
    expect(mail.to).toEqual(["sales@example.test"]);
    expect(mail.replyTo).toBe("asha@example.test");
    // A header cannot be smuggled through the subject.
    expect(mail.subject).toBe("New message from Asha <script>: Quote Bcc: evil@example.test");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Phone: +91 98765 43210");
    expect(mail.text).not.toContain("Company:");
    expect(mail.text).toContain(
      "https://jalraksha.example/admin/contact/6f1c2a8e-0000-4000-8000-000000000001",
    );
    expect(mail.html).toContain("Asha &lt;script&gt;");
    expect(mail.html).toContain("Need &lt;b&gt;200 m²&lt;/b&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).not.toContain("Lines");
  });

  it("lists an enquiry's lines when there are any", () => {
    const mail = renderStaffMail(
      job({
        message: { ...job().message, kind: "enquiry", reference: "ENQ-2026-000123" },
        lines: [
          { product_name: "Roof Coat AE", quantity: 8, unit: "pack", pack_size: "20 kg", note: "" },
          {
            product_name: "Primer <x>",
            quantity: "25.5",
            unit: "kg",
            pack_size: null,
            note: "white",
          },
        ],
      }),
      options,
    );
    expect(mail.subject).toMatch(/^New enquiry ENQ-2026-000123 from /);
    expect(mail.text).toContain("Lines (2):");
    expect(mail.text).toContain("1. Roof Coat AE: 8 pack(s) of 20 kg");
    expect(mail.text).toContain("2. Primer <x>: 25.5 kg (white)");
    expect(mail.html).toContain("<li>Primer &lt;x&gt;: 25.5 kg (white)</li>");
  });
});
