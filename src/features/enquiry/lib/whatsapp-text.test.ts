import i18next from "i18next";
import { describe, expect, it } from "vitest";
import ar from "@/i18n/locales/ar/enquiry.json";
import en from "@/i18n/locales/en/enquiry.json";
import type { EnquiryLine } from "@/entities/enquiry-list";
import { formatQuantity } from "./quantity-text";
import { enquiryWhatsAppText, type WhatsAppProject } from "./whatsapp-text";

async function translator(lng: "en" | "ar") {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: { enquiry: en } }, ar: { translation: { enquiry: ar } } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

const lines: EnquiryLine[] = [
  {
    id: "a",
    productId: "p1",
    productSlug: "roof-coat",
    productName: "Roof Coat",
    quantity: 4,
    unit: "pack",
    packSize: "20 kg",
    note: " For the terrace ",
    origin: { kind: "catalogue" },
  },
  {
    id: "b",
    productId: "p2",
    productSlug: "tank-liner",
    productName: "Tank Liner",
    quantity: 12.5,
    unit: "kg",
    packSize: null,
    note: "",
    origin: {
      kind: "calculator",
      surface: "tank",
      dimensions: "2 × 2 × 1.5 m (16 m²)",
      coats: 2,
      product: "Tank Liner",
      packs: "1 × 10 kg + 1 × 4 kg",
    },
  },
  {
    id: "c",
    productId: null,
    productSlug: null,
    productName: "Primer",
    quantity: 1500,
    unit: "m2",
    packSize: null,
    note: "",
    origin: { kind: "catalogue" },
  },
  {
    id: "d",
    productId: null,
    productSlug: null,
    productName: "Sealant",
    quantity: 3,
    unit: "pack",
    packSize: null,
    note: "",
    origin: { kind: "catalogue" },
  },
];

const project: WhatsAppProject = {
  siteCity: "Ahmedabad",
  siteState: " Gujarat ",
  siteCountry: "India",
  destinationPort: "",
  workStart: "March 2027",
  buildingKind: "house",
};

describe("the enquiry's WhatsApp message", () => {
  it("lists every line with its quantity, note and working, then the project and the sender", async () => {
    const text = enquiryWhatsAppText({
      lines,
      project,
      sender: { name: "Asha Patel", company: "Patel Builders" },
      t: await translator("en"),
      language: "en",
    });
    expect(text).toBe(
      [
        "Enquiry from the website: 4 products",
        "",
        "1. Roof Coat: 4 × 20 kg",
        "   Note: For the terrace",
        "2. Tank Liner: 12.5 kg",
        "   Calculator: tank, 2 × 2 × 1.5 m (16 m²), 2 coats, 1 × 10 kg + 1 × 4 kg",
        "3. Primer: 1,500 m²",
        "4. Sealant: 3 packs",
        "",
        "Site: Ahmedabad, Gujarat, India",
        "Start: March 2027",
        "Building: House or villa",
        "From: Asha Patel, Patel Builders",
      ].join("\n"),
    );
  });

  it("leaves out what was not given", async () => {
    const text = enquiryWhatsAppText({
      lines: lines.slice(0, 1),
      project: {
        ...project,
        siteCity: "",
        siteState: "",
        siteCountry: "",
        workStart: "",
        buildingKind: "",
      },
      sender: { name: "", company: "" },
      t: await translator("en"),
      language: "en",
    });
    expect(text).toBe(
      [
        "Enquiry from the website: 1 product",
        "",
        "1. Roof Coat: 4 × 20 kg",
        "   Note: For the terrace",
      ].join("\n"),
    );
  });

  it("speaks the visitor's language, numbers included", async () => {
    const text = enquiryWhatsAppText({
      lines: lines.slice(1, 3),
      project: { ...project, destinationPort: "Jebel Ali" },
      sender: { name: "Asha", company: "" },
      t: await translator("ar"),
      language: "ar",
    });
    expect(text.split("\n")[0]).toBe("طلب من الموقع: منتجان");
    expect(text).toContain(`1. Tank Liner: ${formatQuantity(12.5, "ar")} kg`);
    expect(text).toContain("طبقتان");
    expect(text).toContain("ميناء الوصول: Jebel Ali");
    expect(text).toContain("المبنى: منزل أو فيلا");
  });
});
