import { describe, expect, it } from "vitest";
import { chooseMessage, whatsappLink } from "./link";

describe("chooseMessage", () => {
  it("prefers typed text, then the custom message, then the welcome message", () => {
    expect(chooseMessage("Hi there", "Custom", "Welcome")).toBe("Hi there");
    expect(chooseMessage("   ", "Custom", "Welcome")).toBe("Custom");
    expect(chooseMessage("", null, "Welcome")).toBe("Welcome");
    expect(chooseMessage("", "  ", "Welcome")).toBe("Welcome");
  });
});

describe("whatsappLink", () => {
  it("uses only the phone number's digits and encodes the text", () => {
    expect(whatsappLink("+91 (98250) 41-870", "Price & size? 100%")).toBe(
      "https://wa.me/919825041870?text=Price%20%26%20size%3F%20100%25",
    );
  });

  it("encodes non-Latin text", () => {
    expect(whatsappLink("+1", "नमस्ते")).toBe(`https://wa.me/1?text=${encodeURIComponent("नमस्ते")}`);
  });
});
