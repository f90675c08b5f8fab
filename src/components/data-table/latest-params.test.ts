import { describe, expect, it } from "vitest";
import { LatestParams } from "./latest-params";
import { applyChanges } from "./url-state";

const set = (changes: Record<string, string | null>) => (latest: URLSearchParams) =>
  applyChanges(latest, changes);

describe("the latest params", () => {
  it("composes a write onto an earlier write the router has not rendered yet", () => {
    const url = new LatestParams("?size=50");
    // A filter is chosen; before the router renders it, the debounced search fires.
    expect(url.write(set({ status: "spam" }))).toBe("size=50&status=spam");
    expect(url.write(set({ q: "leak" }))).toBe("size=50&status=spam&q=leak");
    url.observe("?size=50&status=spam");
    url.observe("?size=50&status=spam&q=leak");
    expect(url.latest().toString()).toBe("size=50&status=spam&q=leak");
  });

  it("keeps a later write when the router renders an earlier one", () => {
    const url = new LatestParams("");
    url.write(set({ q: "leak" }));
    url.write(set({ status: "new" }));
    url.observe("?q=leak");
    expect(url.write(set({ page: "2" }))).toBe("q=leak&status=new&page=2");
  });

  it("follows a navigation from outside (Back) and drops writes it replaced", () => {
    const url = new LatestParams("?q=old");
    url.write(set({ q: "new" }));
    url.observe("?status=resolved");
    expect(url.write(set({ page: "3" }))).toBe("status=resolved&page=3");
  });

  it("reads the rendered location when nothing is pending", () => {
    const url = new LatestParams("?q=a+b");
    expect(url.latest().get("q")).toBe("a b");
    url.observe("?q=c");
    expect(url.latest().get("q")).toBe("c");
  });
});
