/** The date the policy text below was last changed (shown on the page). */
export const POLICY_UPDATED = "2026-11-23";

export interface PolicySection {
  /** privacy.<id>.title and privacy.<id>.<key> in the translations. */
  id: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the section's own block (the cookie categories). */
  after?: readonly string[];
}

/** The policy's sections in order; the copy lives in the `privacy` translation section. */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  { id: "who", paragraphs: ["p1", "p2"] },
  { id: "cookies", paragraphs: ["p1"], after: ["p2", "p3"] },
  { id: "analytics", paragraphs: ["p1", "p2"], items: ["i1", "i2", "i3", "i4"] },
  { id: "messages", paragraphs: ["p1", "p2", "p3"] },
  { id: "accounts", paragraphs: ["p1", "p2", "p3"] },
  { id: "whatsapp", paragraphs: ["p1", "p2"] },
  { id: "videos", paragraphs: ["p1"] },
  { id: "sharing", paragraphs: ["p1", "p2"] },
  { id: "rights", paragraphs: ["p1", "p2", "p3"] },
  { id: "changes", paragraphs: ["p1"] },
];
