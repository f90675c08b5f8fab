import { describe, expect, it } from "vitest";
import { mailtoReply, quoteMessage, replySubject, whatsappReply } from "./reply";

const source = {
  name: "Asha Patel",
  email: "asha+site@example.com",
  phone: "+91 98765-43210",
  subject: "Terrace quote",
  message: "Hello,\r\nWe need 300 m².\nThanks",
  created_at: "2026-01-02T10:00:00Z",
};

describe("replies", () => {
  it("prefixes Re: once", () => {
    expect(replySubject("Terrace quote", "Your enquiry")).toBe("Re: Terrace quote");
    expect(replySubject("RE: Terrace quote", "Your enquiry")).toBe("RE: Terrace quote");
    expect(replySubject(null, "Your enquiry")).toBe("Re: Your enquiry");
    expect(replySubject("  ", "Your enquiry")).toBe("Re: Your enquiry");
  });

  it("quotes every line", () => {
    expect(quoteMessage("a\r\nb\nc")).toBe("> a\n> b\n> c");
  });

  it("builds a mailto with subject and quoted body", () => {
    const href = mailtoReply(source, "Your enquiry", "Asha Patel wrote:");
    expect(
      href.startsWith("mailto:asha%2Bsite@example.com?subject=Re%3A%20Terrace%20quote&body="),
    ).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1]!);
    expect(body).toBe("\n\nAsha Patel wrote:\n> Hello,\n> We need 300 m².\n> Thanks");
  });

  it("links WhatsApp to the phone's digits only when there are enough", () => {
    expect(whatsappReply(source.phone)).toBe("https://wa.me/919876543210");
    expect(whatsappReply(source.phone, "Hi Asha")).toBe(
      "https://wa.me/919876543210?text=Hi%20Asha",
    );
    expect(whatsappReply(null)).toBeNull();
    expect(whatsappReply("12-34")).toBeNull();
  });
});
