import { describe, expect, it } from "vitest";
import { enquiryLineSchema } from "@/entities/enquiry-list";
import { parseCoverage } from "./coverage";
import type { CalculatorProduct } from "./estimate";
import { DEFAULT_PARAMS } from "./params";
import { computeProject } from "./project";
import { projectEnquiryLines, type ProjectLineText } from "./project-enquiry";

const coating: CalculatorProduct = {
  slug: "acrylic",
  name: "Acrylic Roof Coat",
  coverage: parseCoverage({ kind: "liquid", unit: "kg", per_coat: 0.75, coats: 2 })!,
  packSizes: [
    { size: 20, unit: "kg", label: "20 kg bucket" },
    { size: 4, unit: "kg" },
  ],
  tdsUrl: null,
};
const loose: CalculatorProduct = {
  slug: "loose",
  name: "Loose Slurry",
  coverage: parseCoverage({ kind: "liquid", unit: "L", per_coat: 0.5, coats: 1 })!,
  packSizes: [],
  tdsUrl: null,
};

const text: ProjectLineText = {
  surfaces: () => "Roof / terrace + Bathroom / wet area",
  dimensions: () => "98.5 m²",
  coats: () => 2,
  packs: () => "8 × 20 kg bucket + 1 × 4 kg",
  packLabel: (total, size) =>
    total.product.packSizes.find((p) => p.size === size)?.label ?? `${size} kg`,
};

describe("projectEnquiryLines", () => {
  it("gives one valid line per pack size chosen, and the quantity when no packs are listed", () => {
    const project = computeProject(
      [
        { ...DEFAULT_PARAMS, product: "acrylic", length: "10", width: "8" },
        { ...DEFAULT_PARAMS, product: "acrylic", surface: "bathroom", length: "2.5", width: "2" },
        { ...DEFAULT_PARAMS, product: "loose", mode: "area", area: "10" },
      ],
      [coating, loose],
    );
    const lines = projectEnquiryLines(project.totals, text);
    expect(lines.map((l) => [l.productSlug, l.quantity, l.unit, l.packSize])).toEqual([
      ["acrylic", 8, "pack", "20 kg bucket"],
      ["acrylic", 1, "pack", "4 kg"],
      // 10 m² x 0.5 L x 1.1 = 5.5 L: 6 L.
      ["loose", 6, "l", null],
    ]);
    for (const line of lines) {
      expect(line.origin).toMatchObject({ kind: "calculator", coats: 2 });
      expect(enquiryLineSchema.safeParse({ ...line, id: "x" }).success).toBe(true);
    }
  });
});
