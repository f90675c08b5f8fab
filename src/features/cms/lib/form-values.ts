import type { FieldDef, ResourceDef, Row } from "../define-resource";
import { coverageToForm } from "@/lib/limits/fields";
import { toSiteLocalInput } from "@/lib/site-time";

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** A stored value -> the value its widget edits. */
export function fieldToForm(field: FieldDef, value: unknown): unknown {
  switch (field.widget) {
    case "switch":
      return Boolean(value);
    case "lines":
      return Array.isArray(value) ? value.map(str) : [];
    case "specs":
      if (Array.isArray(value))
        return value.map((s: { key?: unknown; value?: unknown }) => ({
          key: str(s?.key),
          value: str(s?.value),
        }));
      if (value && typeof value === "object")
        return Object.entries(value).map(([key, v]) => ({ key, value: str(v) }));
      return [];
    case "figures":
      return Array.isArray(value)
        ? value.map((f: { value?: unknown; label?: unknown }) => ({
            value: str(f?.value),
            label: str(f?.label),
          }))
        : [];
    case "packSizes":
      return Array.isArray(value)
        ? value.map((p: { size?: unknown; unit?: unknown; label?: unknown }) => ({
            size: str(p?.size),
            unit: str(p?.unit) || "kg",
            label: str(p?.label),
          }))
        : [];
    case "gallery":
      return Array.isArray(value)
        ? value.map((g: unknown) =>
            typeof g === "string"
              ? { url: g, alt: "" }
              : {
                  url: str((g as { url?: unknown })?.url),
                  alt: str((g as { alt?: unknown })?.alt),
                  ...((g as { width?: number })?.width
                    ? { width: (g as { width: number }).width }
                    : {}),
                  ...((g as { height?: number })?.height
                    ? { height: (g as { height: number }).height }
                    : {}),
                },
          )
        : [];
    case "coverage":
      return coverageToForm(value);
    case "datetime":
      return toSiteLocalInput(typeof value === "string" ? value : null);
    case "seoPreview":
      return undefined;
    case "number":
      return value === null || value === undefined ? "" : value;
    default:
      return str(value);
  }
}

/** The form's values for a stored row, or the empty form of a new record. */
export function rowToForm(def: ResourceDef, row: Row | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of def.form.sections.flatMap((s) => s.fields)) {
    if (field.widget === "seoPreview") continue;
    out[field.name] = fieldToForm(field, row ? row[field.name] : undefined);
  }
  const base = row ? out : { ...out, ...def.defaults() };
  return def.toForm && row ? def.toForm({ ...row, ...base } as Row) : base;
}
