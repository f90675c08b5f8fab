import { describe, expect, it } from "vitest";
import { reorderPage } from "./reorder";

const rows = (orders: number[]) => orders.map((sort_order, i) => ({ id: `r${i}`, sort_order }));

describe("reorderPage", () => {
  it("renumbers the whole list's page from its first position and sends only changed rows", () => {
    const out = reorderPage(rows([0, 1, 2, 3]), 0, 2, { kind: "renumber", base: 0 });
    expect(out.rows.map((r) => r.id)).toEqual(["r1", "r2", "r0", "r3"]);
    expect(out.rows.map((r) => r.sort_order)).toEqual([0, 1, 2, 3]);
    expect(out.changes).toEqual([
      { id: "r1", sort_order: 0 },
      { id: "r2", sort_order: 1 },
      { id: "r0", sort_order: 2 },
    ]);
  });

  it("renumbers a later page from its offset", () => {
    const out = reorderPage(rows([25, 26]), 1, 0, { kind: "renumber", base: 25 });
    expect(out.changes).toEqual([
      { id: "r1", sort_order: 25 },
      { id: "r0", sort_order: 26 },
    ]);
  });

  it("deals a subset's own values out in the new order (featured products among others)", () => {
    const out = reorderPage(rows([3, 10, 42]), 2, 0, { kind: "slots" });
    expect(out.rows.map((r) => [r.id, r.sort_order])).toEqual([
      ["r2", 3],
      ["r0", 10],
      ["r1", 42],
    ]);
    expect(out.changes).toHaveLength(3);
  });

  it("spreads equal values apart so a move between ties takes effect", () => {
    const out = reorderPage(rows([0, 0, 0]), 2, 0, { kind: "slots" });
    expect(out.rows.map((r) => [r.id, r.sort_order])).toEqual([
      ["r2", 0],
      ["r0", 1],
      ["r1", 2],
    ]);
    expect(out.changes).toEqual([
      { id: "r0", sort_order: 1 },
      { id: "r1", sort_order: 2 },
    ]);
  });
});
