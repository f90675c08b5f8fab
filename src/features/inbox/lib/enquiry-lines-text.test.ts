import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/csv";
import type { EnquiryLineRow, MessageWithLines } from "@/entities/contact-message";
import { EXPORT_COLUMNS } from "./export";
import { linesCell } from "./enquiry-lines-text";

const line = (over: Partial<EnquiryLineRow>): EnquiryLineRow => ({
  position: 1,
  product_id: null,
  product_name: "Roof Coat",
  quantity: 4,
  unit: "pack",
  pack_size: "20 kg",
  note: null,
  origin: { kind: "catalogue" },
  product: null,
  ...over,
});

describe("the inbox export's lines", () => {
  it("writes one readable line per enquiry line", () => {
    expect(
      linesCell([
        line({ note: "For the terrace" }),
        line({
          position: 2,
          product_name: "Tank Liner",
          quantity: 12.5,
          unit: "kg",
          pack_size: null,
          origin: {
            kind: "calculator",
            surface: "tank",
            dimensions: "2 × 2 × 1.5 m",
            coats: 2,
            product: "Tank Liner",
            packs: "1 × 10 kg + 1 × 4 kg",
          },
        }),
        line({ position: 3, quantity: 3, pack_size: null }),
        line({ position: 4, quantity: 40, unit: "m2", pack_size: null }),
        line({ position: 5, quantity: 8, unit: "l", pack_size: null }),
      ]),
    ).toBe(
      [
        "1. Roof Coat: 4 × 20 kg (For the terrace)",
        "2. Tank Liner: 12.5 kg [calculator: tank, 2 × 2 × 1.5 m, 2 coats, 1 × 10 kg + 1 × 4 kg]",
        "3. Roof Coat: 3 packs",
        "4. Roof Coat: 40 m²",
        "5. Roof Coat: 8 L",
      ].join("\n"),
    );
  });

  it("puts an enquiry in one CSV row with its lines in one quoted cell", () => {
    const message = {
      id: "m1",
      reference: "ENQ-2026-000001",
      kind: "enquiry",
      status: "new",
      name: "Asha",
      email: "asha@example.com",
      message: "",
      lines: [line({}), line({ position: 2, product_name: "=HYPERLINK()" })],
    } as unknown as MessageWithLines;
    const csv = toCsv([message], EXPORT_COLUMNS);
    const [header, ...rest] = csv.slice(1).split("\r\n");
    expect(header).toContain("Reference,Kind,Status");
    expect(rest.join("\r\n")).toContain('"1. Roof Coat: 4 × 20 kg\n2. =HYPERLINK(): 4 × 20 kg"');
    expect(rest.join("\r\n")).toContain("ENQ-2026-000001,enquiry,new");
  });
});
