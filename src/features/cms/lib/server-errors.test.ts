import { describe, expect, it } from "vitest";
import { mapServerError } from "./server-errors";

describe("mapServerError", () => {
  it("puts a unique violation on the slug field as taken", () => {
    expect(
      mapServerError(
        {
          code: "23505",
          message: 'duplicate key value violates unique constraint "products_slug_key"',
        },
        "products",
        ["name", "slug"],
      ),
    ).toEqual({ kind: "field", field: "slug", reason: "taken" });
  });
  it("reads the column from the details when the constraint name does not say", () => {
    expect(
      mapServerError(
        { code: "23505", message: "duplicate key", details: "Key (route)=(/x) already exists." },
        "seo_settings",
        ["route"],
      ),
    ).toEqual({ kind: "field", field: "route", reason: "taken" });
  });
  it("puts a check violation on the named column or a declared constraint's field", () => {
    expect(
      mapServerError(
        { code: "23514", message: 'violates check constraint "videos_youtube_id_check"' },
        "videos",
        ["youtube_id", "title"],
      ),
    ).toEqual({ kind: "field", field: "youtube_id", reason: "invalid" });
    expect(
      mapServerError(
        { code: "23514", message: 'violates check constraint "banners_schedule_order"' },
        "banners",
        ["ends_at"],
        { banners_schedule_order: "ends_at" },
      ),
    ).toEqual({ kind: "field", field: "ends_at", reason: "invalid" });
  });
  it("falls back to a form-level message", () => {
    expect(mapServerError({ code: "42501", message: "denied" }, "x", [])).toEqual({
      kind: "form",
      reason: "denied",
    });
    expect(mapServerError({ code: "23514", message: 'check "other"' }, "x", []).kind).toBe("form");
  });
});
