import { describe, expect, it } from "vitest";
import { EMPTY_CONTACT_MESSAGE as EMPTY_CONTACT } from "@/entities/contact-message/public";
import { DRAFT_KEY, clearDraft, initialContactValues, readDraft, writeDraft } from "./draft";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("contact draft", () => {
  it("round-trips the fields but never the honeypot", () => {
    const s = memoryStorage();
    writeDraft(s, { ...EMPTY_CONTACT, name: "Asha", message: "Hello there", website: "bot" });
    expect(JSON.parse(s.map.get(DRAFT_KEY)!)).not.toHaveProperty("website");
    expect(readDraft(s)).toMatchObject({ name: "Asha", message: "Hello there" });
    clearDraft(s);
    expect(readDraft(s)).toEqual({});
  });

  it("an empty form removes the draft; junk is ignored", () => {
    const s = memoryStorage();
    s.setItem(DRAFT_KEY, "{not json");
    expect(readDraft(s)).toEqual({});
    s.setItem(DRAFT_KEY, JSON.stringify({ name: 5, email: "a@b.co" }));
    expect(readDraft(s)).toEqual({ email: "a@b.co" });
    writeDraft(s, EMPTY_CONTACT);
    expect(s.map.has(DRAFT_KEY)).toBe(false);
  });

  it("URL subject and message win over the draft", () => {
    const values = initialContactValues(
      { name: "Asha", subject: "Old", message: "Old message" },
      new URLSearchParams("subject=Quote&message=Estimate%0A90.8"),
    );
    expect(values).toMatchObject({ name: "Asha", subject: "Quote", message: "Estimate\n90.8" });
    expect(initialContactValues({ subject: "Old" }, new URLSearchParams()).subject).toBe("Old");
  });
});
