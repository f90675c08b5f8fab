import { describe, expect, it } from "vitest";
import { contactPath } from "@/lib/contact-path";
import { servicePath } from "./paths";

describe("service links", () => {
  it("builds a service path", () => {
    expect(servicePath("terrace-waterproofing")).toBe("/services/terrace-waterproofing");
  });

  it("adds an encoded subject to the contact path", () => {
    expect(contactPath()).toBe("/contact");
    expect(contactPath("  ")).toBe("/contact");
    expect(contactPath("Terrace & Roof Waterproofing")).toBe(
      "/contact?subject=Terrace+%26+Roof+Waterproofing",
    );
  });
});
