import { z } from "zod";
import { msg } from "@/lib/limits/fields";
import type { TranslatableField } from "./translatable";

export type TranslationFormValues = Record<string, string>;

const MAX_ITEMS = 100;

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** A stored translation (or none) -> the editor's text values (lists one item per line). */
export function toTranslationForm(
  fields: readonly TranslatableField[],
  row: Record<string, unknown> | null | undefined,
): TranslationFormValues {
  const out: TranslationFormValues = {};
  for (const f of fields) {
    const v = row?.[f.name];
    out[f.name] = Array.isArray(v) ? v.map(String).join("\n") : typeof v === "string" ? v : "";
  }
  return out;
}

/** The editor's values -> the row to write: blank fields become NULL (= show English). */
export function fromTranslationForm(
  fields: readonly TranslatableField[],
  values: TranslationFormValues,
): Record<string, string | string[] | null> {
  const out: Record<string, string | string[] | null> = {};
  for (const f of fields) {
    const text = values[f.name] ?? "";
    if (f.kind === "list") {
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
      f.kind === "list"
        ? z
            .string()
            .refine((v) => lines(v).every((l) => l.length <= f.max), msg.tooLong(f.max))
            .refine((v) => lines(v).length <= MAX_ITEMS, msg.tooMany(MAX_ITEMS))
        : z.string().refine((v) => v.trim().length <= f.max, msg.tooLong(f.max));
  }
  return z.object(shape);
}
