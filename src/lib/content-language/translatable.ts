/**
 * How a translatable field is edited: one line, several lines, a list (one item per line), or
 * headline figures (one "value | label" per line, the English figures' order).
 */
export type TranslatableKind = "text" | "textarea" | "list" | "figures";

export interface TranslatableField {
  name: string;
  kind: TranslatableKind;
  /** The parent column's length limit (per item for lists, per label for figures). */
  max: number;
  /** i18n key of the label; defaults to cms.fields.<name>. */
  label?: string;
}

/** A table's translations table (supabase/migrations/20251123160000_content_translations.sql). */
export interface TranslationDef {
  table: string;
  /** The column pointing at the English (parent) row. */
  fk: string;
  fields: readonly TranslatableField[];
  /** The admin-only function listing the records with gaps in a language (20251123160100). */
  gapsFunction?: string;
}

/** The names of a translation declaration's fields. */
export function translatableNames(def: TranslationDef): string[] {
  return def.fields.map((f) => f.name);
}
