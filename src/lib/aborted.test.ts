import { afterEach, describe, expect, it, vi } from "vitest";
import { isAborted, reportLoadError } from "./aborted";

describe("isAborted", () => {
  it("knows supabase-js's aborted-fetch error and fetch's DOMException", () => {
    expect(isAborted({ message: "AbortError: signal is aborted without reason", code: "" })).toBe(
      true,
    );
    expect(isAborted(new DOMException("The user aborted a request.", "AbortError"))).toBe(true);
  });

  it("knows an aborted signal whatever the error says", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAborted({ message: "TypeError: Failed to fetch" }, controller.signal)).toBe(true);
  });

  it("leaves real failures alone", () => {
    expect(isAborted({ message: "TypeError: Failed to fetch", code: "" })).toBe(false);
    expect(isAborted({ message: "permission denied for table x", code: "42501" })).toBe(false);
    expect(isAborted(null)).toBe(false);
    expect(isAborted("AbortError")).toBe(false);
  });
});

describe("reportLoadError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs failures and keeps quiet about cancellations", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reportLoadError("Failed to load x", { message: "AbortError: aborted" });
    expect(log).not.toHaveBeenCalled();
    reportLoadError("Failed to load x", { message: "boom" });
    expect(log).toHaveBeenCalledWith("Failed to load x", { message: "boom" });
  });
});
