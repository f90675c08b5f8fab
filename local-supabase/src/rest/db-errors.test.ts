import { describe, expect, it } from "vitest";
import { fromDbError, statusForSqlState } from "./db-errors";

describe("SQLSTATE to HTTP status", () => {
  it.each([
    ["23505", true, 409],
    ["23503", true, 409],
    ["23502", true, 400],
    ["23514", true, 400],
    ["22P02", true, 400],
    ["P0001", true, 400],
    ["42501", false, 401],
    ["42501", true, 403],
    ["42P01", true, 404],
    ["25006", true, 405],
    ["57014", true, 500],
    ["08006", true, 503],
  ])("%s (authenticated: %s) -> %i", (code, authed, status) => {
    expect(statusForSqlState(code, authed)).toBe(status);
  });

  it("keeps the database's message, detail and hint", () => {
    const err = fromDbError(
      { code: "23505", message: "dup", detail: "Key (id)=(1)", hint: "h" },
      true,
    );
    expect(err.body()).toEqual({
      code: "23505",
      message: "dup",
      details: "Key (id)=(1)",
      hint: "h",
    });
    expect(fromDbError(new Error("boom"), true).status).toBe(500);
  });
});
