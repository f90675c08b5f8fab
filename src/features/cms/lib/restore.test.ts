import { describe, expect, it } from "vitest";
import { isRestorable, restoreValues, type RestorableEntry } from "./restore";

const FIELDS = ["name", "description"];
// Newest first, as the history lists them.
const history: RestorableEntry[] = [
  { id: 9, action: "update", old_values: { name: "C", updated_at: "t2" } },
  { id: 8, action: "update", old_values: { name: "Zulu", updated_at: "t2" }, language: "hi" },
  { id: 7, action: "update", old_values: { description: "d1", updated_at: "t1" } },
  { id: 6, action: "update", old_values: { name: "A", updated_at: "t0" } },
  { id: 5, action: "insert", old_values: null, language: "hi" },
  { id: 1, action: "insert", old_values: null },
];

describe("restoreValues", () => {
  it("undoes every later change of the record down to the chosen one, form fields only", () => {
    expect(restoreValues(history, history[3]!, FIELDS)).toEqual({ name: "A", description: "d1" });
    expect(restoreValues(history, history[2]!, FIELDS)).toEqual({ name: "C", description: "d1" });
    expect(restoreValues(history, history[0]!, FIELDS)).toEqual({ name: "C" });
  });

  it("keeps each language's translation apart; before its creation it was empty", () => {
    expect(restoreValues(history, history[1]!, FIELDS)).toEqual({ name: "Zulu" });
    expect(restoreValues(history, history[4]!, FIELDS)).toEqual({ name: null, description: null });
  });

  it("gives back a deleted translation's values", () => {
    const entries: RestorableEntry[] = [
      { id: 3, action: "insert", old_values: null, language: "ar" },
      { id: 2, action: "delete", old_values: { name: "old", description: "x" }, language: "ar" },
      { id: 1, action: "update", old_values: { name: "older" }, language: "ar" },
    ];
    expect(restoreValues(entries, entries[2]!, FIELDS)).toEqual({
      name: "older",
      description: "x",
    });
  });

  it("refuses an entry that is not in the history", () => {
    expect(restoreValues(history, { id: 99, action: "update", old_values: {} }, FIELDS)).toBeNull();
  });
});

describe("isRestorable", () => {
  it("offers edits of the form's fields only", () => {
    expect(isRestorable(history[0]!, FIELDS)).toBe(true);
    expect(isRestorable(history[5]!, FIELDS)).toBe(false);
    expect(
      isRestorable({ id: 2, action: "update", old_values: { protection_enabled: true } }, FIELDS),
    ).toBe(false);
    expect(isRestorable({ id: 2, action: "delete", old_values: { name: "x" } }, FIELDS)).toBe(
      false,
    );
  });
});
