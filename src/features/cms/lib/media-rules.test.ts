import { describe, expect, it } from "vitest";
import { checkMediaFile, problemOfResponse } from "./media-rules";

const file = (type: string, size = 10) => new File([new Uint8Array(size)], "f", { type });

describe("checkMediaFile", () => {
  it("takes raster images only for an image field", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/avif"]) {
      expect(checkMediaFile(file(type), "image")).toBeNull();
    }
    for (const type of ["image/svg+xml", "image/gif", "text/html", "application/pdf", ""]) {
      expect(checkMediaFile(file(type), "image")).toBe("type");
    }
    // A phone's photo is resized before upload: 8 MB is fine, 40 MB is the limit.
    expect(checkMediaFile(file("image/jpeg", 8 * 1024 * 1024), "image")).toBeNull();
    expect(checkMediaFile(file("image/png", 40 * 1024 * 1024 + 1), "image")).toBe("size");
  });

  it("takes PDFs only for a data sheet field", () => {
    expect(checkMediaFile(file("application/pdf"), "pdf")).toBeNull();
    expect(checkMediaFile(file("image/png"), "pdf")).toBe("type");
  });
});

describe("problemOfResponse", () => {
  it("reads Storage's statusCode (sent with HTTP 400) or the HTTP status", () => {
    const body = (statusCode: string) => JSON.stringify({ statusCode, error: "x", message: "y" });
    expect(problemOfResponse(400, body("415"))).toBe("type");
    expect(problemOfResponse(400, body("413"))).toBe("size");
    expect(problemOfResponse(400, body("403"))).toBeNull();
    expect(problemOfResponse(413, "Payload Too Large")).toBe("size");
    expect(problemOfResponse(500, "")).toBeNull();
  });
});
