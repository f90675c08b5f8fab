// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "@/test/i18n-test";
import type { TranslationRow } from "../api/record-translations-query";
import { TRANSLATIONS } from "./translatable";
import { TranslationSwitcher } from "./translation-switcher";

let rows: TranslationRow[] = [];
vi.mock("../api/record-translations-query", () => ({
  useRecordTranslationsQuery: () => ({ data: rows, isSuccess: true }),
}));

beforeAll(async () => {
  await initTestI18n();
});
afterEach(cleanup);

const tdef = TRANSLATIONS.products!;
// Five fields with English text (coverage is empty).
const product = {
  id: "p1",
  name: "Hydroseal",
  short_description: "Short",
  description: "Long",
  features: ["UV stable"],
  applications: ["Roofs"],
  coverage: null,
};
const row = (language: string, values: Record<string, unknown>): TranslationRow => ({
  language,
  updated_at: "2026-01-01T00:00:00Z",
  ...values,
});

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TranslationSwitcher tdef={tdef} row={product} />
    </MemoryRouter>,
  );
}

describe("TranslationSwitcher", () => {
  it("shows each language's translated fields in the options, and how many are complete", () => {
    rows = [
      row("mr", { description: "मराठी", features: [] }),
      row("gu", {
        name: "a",
        short_description: "b",
        description: "c",
        features: ["d"],
        applications: ["e"],
      }),
    ];
    renderAt("/admin/products/p1");
    const select = screen.getByLabelText("Content language");
    expect(select).toHaveValue("en");
    const option = (code: string) => select.querySelector(`option[value=${code}]`)?.textContent;
    expect(option("en")).toBe("English (source)");
    expect(option("mr")).toBe("Marathi (मराठी) — 1/5");
    expect(option("gu")).toBe("Gujarati (ગુજરાતી) — 5/5");
    expect(option("ta")).toBe("Tamil (தமிழ்) — 0/5");
    expect(select.querySelectorAll("option")).toHaveLength(30);
    expect(screen.getByText("Fully translated into 1 of 29 languages")).toBeInTheDocument();
  });

  it("shows the chosen language's figure from the URL", () => {
    rows = [row("mr", { description: "मराठी", name: "  " })];
    renderAt("/admin/products/p1?lang=mr");
    expect(screen.getByLabelText("Content language")).toHaveValue("mr");
    expect(screen.getByTestId("translation-completeness")).toHaveTextContent("Marathi 1/5 fields");
    expect(screen.getByText("Empty fields show the English text")).toBeInTheDocument();
  });
});
