// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_LIST_STORAGE_KEY } from "./storage-key";
import type * as StoreModule from "./index";
import type { EnquiryLineInput } from "./types";

type Store = typeof StoreModule;

/** A fresh copy of the module, as after a page load. */
async function load(): Promise<Store> {
  vi.resetModules();
  return import("./index");
}

const roofCoat: EnquiryLineInput = {
  productId: "7d1c0e1a-0000-4000-8000-000000000001",
  productSlug: "roof-coat",
  productName: "Roof Coat",
  quantity: 2,
  unit: "pack",
  packSize: "20 kg",
  note: "",
  origin: { kind: "catalogue" },
};

const tankLiner: EnquiryLineInput = {
  productId: "7d1c0e1a-0000-4000-8000-000000000002",
  productSlug: "tank-liner",
  productName: "Tank Liner",
  quantity: 12.5,
  unit: "kg",
  packSize: null,
  note: "For the overhead tank",
  origin: {
    kind: "calculator",
    surface: "tank",
    dimensions: "2 × 2 × 1.5 m (16 m²)",
    coats: 2,
    product: "Tank Liner",
    packs: "1 × 10 kg + 1 × 4 kg",
  },
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the enquiry list store", () => {
  it("adds lines and keeps them in localStorage", async () => {
    const store = await load();
    expect(store.getEnquiryLines()).toEqual([]);
    expect(store.addEnquiryLine(roofCoat)).toBe("added");
    expect(store.addEnquiryLine(tankLiner)).toBe("added");
    const lines = store.getEnquiryLines();
    expect(lines.map((l) => l.productName)).toEqual(["Roof Coat", "Tank Liner"]);
    expect(new Set(lines.map((l) => l.id)).size).toBe(2);
    expect(store.getEnquiryCount()).toBe(2);
    expect(JSON.parse(localStorage.getItem(ENQUIRY_LIST_STORAGE_KEY)!).lines).toHaveLength(2);
  });

  it("updates a product already listed instead of duplicating it", async () => {
    const store = await load();
    store.addEnquiryLine({ ...roofCoat, note: "Terrace" });
    const id = store.getEnquiryLines()[0]!.id;
    expect(store.addEnquiryLine({ ...roofCoat, quantity: 5 })).toBe("updated");
    expect(store.getEnquiryLines()).toEqual([
      { ...roofCoat, id, quantity: 5, note: "Terrace" }, // an empty note keeps the old one
    ]);
    // Another pack size, or another unit, is another line.
    store.addEnquiryLine({ ...roofCoat, packSize: "4 kg" });
    store.addEnquiryLine({ ...roofCoat, unit: "kg", packSize: null });
    expect(store.getEnquiryCount()).toBe(3);
    // Without an id the slug, then the name, identifies the product.
    store.addEnquiryLine({
      ...roofCoat,
      productId: null,
      productSlug: null,
      productName: "Primer",
    });
    store.addEnquiryLine({
      ...roofCoat,
      productId: null,
      productSlug: null,
      productName: " primer ",
    });
    expect(store.getEnquiryCount()).toBe(4);
  });

  it("changes and removes one line, and clears the list", async () => {
    const store = await load();
    store.addEnquiryLines([roofCoat, tankLiner]);
    const [first, second] = store.getEnquiryLines();
    store.updateEnquiryLine(first!.id, { quantity: 7, note: "Two terraces" });
    expect(store.getEnquiryLines()[0]).toMatchObject({ quantity: 7, note: "Two terraces" });
    expect(store.getEnquiryLines()[1]).toEqual(second);
    store.updateEnquiryLine("missing", { quantity: 1 });
    store.removeEnquiryLine(second!.id);
    expect(store.getEnquiryLines().map((l) => l.id)).toEqual([first!.id]);
    store.clearEnquiryList();
    expect(store.getEnquiryLines()).toEqual([]);
    expect(localStorage.getItem(ENQUIRY_LIST_STORAGE_KEY)).toBeNull();
  });

  it("survives a reload", async () => {
    const before = await load();
    before.addEnquiryLines([roofCoat, tankLiner]);
    const saved = before.getEnquiryLines();
    const after = await load();
    expect(after.getEnquiryLines()).toEqual(saved);
  });

  it.each([
    ["not JSON", "{lines:"],
    ["another shape", JSON.stringify({ items: [] })],
    ["a bad line", JSON.stringify({ lines: [{ ...roofCoat, id: "x", quantity: -1 }] })],
    ["an unknown unit", JSON.stringify({ lines: [{ ...roofCoat, id: "x", unit: "ton" }] })],
    ["null", "null"],
  ])("discards a corrupt stored value (%s) without a crash", async (_name, raw) => {
    localStorage.setItem(ENQUIRY_LIST_STORAGE_KEY, raw);
    const store = await load();
    expect(store.getEnquiryLines()).toEqual([]);
    expect(localStorage.getItem(ENQUIRY_LIST_STORAGE_KEY)).toBeNull();
    expect(store.addEnquiryLine(roofCoat)).toBe("added");
    expect(store.getEnquiryCount()).toBe(1);
  });

  it("refuses lines beyond fifty", async () => {
    const store = await load();
    const many = Array.from({ length: 50 }, (_, i) => ({ ...roofCoat, productId: `p${i}` }));
    expect(store.addEnquiryLines(many)).toBe("added");
    expect(store.addEnquiryLine({ ...roofCoat, productId: "one-more" })).toBe("full");
    expect(store.getEnquiryCount()).toBe(50);
    // Updating a listed product still works when full.
    expect(store.addEnquiryLine({ ...roofCoat, productId: "p3", quantity: 9 })).toBe("updated");
  });

  it("renders the list through the hook and follows other tabs", async () => {
    const store = await load();
    function Count() {
      return <p>{store.useEnquiryCount()} lines</p>;
    }
    render(<Count />);
    expect(screen.getByText("0 lines")).toBeInTheDocument();
    act(() => void store.addEnquiryLine(roofCoat));
    expect(screen.getByText("1 lines")).toBeInTheDocument();
    // Another tab writes the list: this one hears the storage event.
    act(() => {
      const lines = [
        { ...roofCoat, id: "a" },
        { ...tankLiner, id: "b" },
      ];
      localStorage.setItem(ENQUIRY_LIST_STORAGE_KEY, JSON.stringify({ lines }));
      window.dispatchEvent(new StorageEvent("storage", { key: ENQUIRY_LIST_STORAGE_KEY }));
    });
    expect(screen.getByText("2 lines")).toBeInTheDocument();
  });

  it("lets the badge peek at the count without the store", async () => {
    const { peekEnquiryCount } = await import("./storage-key");
    expect(peekEnquiryCount(localStorage)).toBe(0);
    const store = await load();
    store.addEnquiryLines([roofCoat, tankLiner]);
    expect(peekEnquiryCount(localStorage)).toBe(2);
    localStorage.setItem(ENQUIRY_LIST_STORAGE_KEY, "garbage");
    expect(peekEnquiryCount(localStorage)).toBe(0);
  });
});
