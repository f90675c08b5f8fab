import { describe, expect, it } from "vitest";
import { productUrl, productWhatsAppLink } from "./enquiry";

describe("productWhatsAppLink", () => {
  it("uses the number's digits and encodes the message", () => {
    const link = productWhatsAppLink("+91 98250 41870", "About NeerShield Flex 2K & price?");
    expect(link).toBe(
      "https://wa.me/919825041870?text=About%20NeerShield%20Flex%202K%20%26%20price%3F",
    );
    expect(new URL(link!).searchParams.get("text")).toBe("About NeerShield Flex 2K & price?");
  });

  it("gives null for a number that is not one", () => {
    expect(productWhatsAppLink("call us", "x")).toBeNull();
    expect(productWhatsAppLink("+1 234 567 890 123 456", "x")).toBeNull();
  });
});

describe("productUrl", () => {
  it("builds the absolute product URL", () => {
    expect(productUrl("https://jalraksha.example/", "neershield-flex-2k")).toBe(
      "https://jalraksha.example/products/neershield-flex-2k",
    );
  });
});
