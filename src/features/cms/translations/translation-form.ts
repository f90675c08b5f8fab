import { z } from "zod";
import { msg } from "@/lib/limits/fields";
import type { TranslatableField } from "./translatable";

export type TranslationFormValues = Record<string, string>;

const MAX_ITEMS = 100;
// site_settings.figures' limits (is_valid_site_figures): at most 8, values of 20 characters.
const MAX_FIGURES = 8;
const FIGURE_VALUE_MAX = 20;

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

interface Figure {
  value: string;
  label: string;
}

/** Figures as the editor shows them: one "value | label" per line. */
export function figuresToText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return value
    .map(
      (f: { value?: unknown; label?: unknown }) =>
        `${String(f?.value ?? "")} | ${String(f?.label ?? "")}`,
    )
    .join("\n");
}

/** "value | label" lines -> figures; a line without both parts is kept with an empty part. */
function textToFigures(text: string): Figure[] {
  return lines(text).map((line) => {
    const at = line.indexOf("|");
    return at < 0
      ? { value: line, label: "" }
      : { value: line.slice(0, at).trim(), label: line.slice(at + 1).trim() };
  });
}

/** A stored translation (or none) -> the editor's text values (lists one item per line). */
export function toTranslationForm(
  fields: readonly TranslatableField[],
  row: Record<string, unknown> | null | undefined,
): TranslationFormValues {
  const out: TranslationFormValues = {};
  for (const f of fields) {
    const v = row?.[f.name];
    if (f.kind === "figures") {
      out[f.name] = figuresToText(v);
      continue;
    }
    out[f.name] = Array.isArray(v) ? v.map(String).join("\n") : typeof v === "string" ? v : "";
  }
  return out;
}

/** The editor's values -> the row to write: blank fields become NULL (= show English). */
export function fromTranslationForm(
  fields: readonly TranslatableField[],
  values: TranslationFormValues,
): Record<string, string | string[] | Figure[] | null> {
  const out: Record<string, string | string[] | Figure[] | null> = {};
  for (const f of fields) {
    const text = values[f.name] ?? "";
    if (f.kind === "figures") {
      const figures = textToFigures(text);
      out[f.name] = figures.length ? figures : null;
    } else if (f.kind === "list") {
      const items = lines(text);
      out[f.name] = items.length ? items : null;
    } else {
      out[f.name] = text.trim() === "" ? null : text.trim();
    }
  }
  return out;
}

/** Mirrors the translations tables' CHECK limits (the parent's limits). */
export function translationSchema(fields: readonly TranslatableField[]) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const f of fields) {
    shape[f.name] =
      f.kind === "figures"
        ? z
            .string()
            .refine(
              (v) => textToFigures(v).every((x) => x.value !== "" && x.label !== ""),
              "cms.errors.figureLine",
            )
            .refine(
              (v) =>
                textToFigures(v).every(
                  (x) => x.value.length <= FIGURE_VALUE_MAX && x.label.length <= f.max,
                ),
              msg.tooLong(f.max),
            )
            .refine((v) => textToFigures(v).length <= MAX_FIGURES, msg.tooMany(MAX_FIGURES))
        : f.kind === "list"
          ? z
              .string()
              .refine((v) => lines(v).every((l) => l.length <= f.max), msg.tooLong(f.max))
              .refine((v) => lines(v).length <= MAX_ITEMS, msg.tooMany(MAX_ITEMS))
          : z.string().refine((v) => v.trim().length <= f.max, msg.tooLong(f.max));
  }
  return z.object(shape);
}
