import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import type { z } from "zod";
import type { TranslationDef } from "./translations/translatable";

/** A record as the generic pages see it. */
export type Row = Record<string, unknown> & { id: string | number };

export type Widget =
  | "text"
  | "textarea"
  | "slug"
  | "number"
  | "switch"
  | "select"
  | "relation"
  | "lines"
  | "specs"
  | "figures"
  | "packSizes"
  | "coverage"
  | "gallery"
  | "image"
  | "pdf"
  | "datetime"
  | "youtube"
  | "counter"
  | "seoPreview";

export interface FieldDef {
  name: string;
  widget: Widget;
  /** i18n key of the label; defaults to cms.fields.<name>. */
  label?: string;
  /** i18n key of the help text under the field. */
  help?: string;
  /** slug: the field it is generated from while the record is new. */
  from?: string;
  /** select: fixed options (value, i18n key or literal label). */
  options?: { value: string; label: string }[];
  /** relation: another table's rows as options. */
  relation?: { table: string; label: string };
  /** counter (text with a length counter): recommended and hard limits. */
  recommended?: number;
  max?: number;
  multiline?: boolean;
  /** image: where alt text and the natural size are kept (form-only or real columns). */
  altField?: string;
  widthField?: string;
  heightField?: string;
}

export interface ColumnDef {
  name: string;
  label?: string;
  sortable?: boolean;
  kind?:
    "text" | "active" | "bool" | "image" | "relation" | "schedule" | "date" | "youtube" | "list";
  /** relation: the embedded resource and the column to show. */
  relation?: { embed: string; label: string };
  /**
   * A lesser column, shown only where the list is at least this wide (a container query on the
   * list: @3xl 48rem, @4xl 56rem, @5xl 64rem, @6xl 72rem), so the table fits without scrolling.
   */
  hideBelow?: ListWidth;
}

export type ListWidth = "@3xl" | "@4xl" | "@5xl" | "@6xl";

export interface FilterDef {
  name: string;
  label?: string;
  /** translation: "missing translations in <language>" (the value is a language code). */
  kind: "bool" | "relation" | "text" | "translation";
  relation?: { table: string; label: string };
}

export interface ImportContext {
  /** slug -> id of a related table, for the import's *_slug columns. */
  lookup: Record<string, Map<string, string>>;
}

/** The back office sidebar's groups, top to bottom (the app's layout names and orders them). */
export type AdminNavGroupId = "overview" | "catalogue" | "content" | "people" | "settings";

/** A content type's entry in the back office sidebar (and its breadcrumb). */
export interface ResourceNav {
  group: AdminNavGroupId;
  /** Place within the group, lower first; the hand-written pages use the same scale. */
  order: number;
  /** i18n key of the label, e.g. admin.nav.videos. */
  labelKey: string;
  icon: LucideIcon;
}

/** A content type's path and sidebar entry (the sidebar reads them through content-types.ts). */
export interface ContentTypeNav {
  path: string;
  nav: ResourceNav;
}

export interface ResourceDef {
  /** i18n key part: cms.resources.<key>.* and the query-key root. */
  key: string;
  table: string;
  /** Route path under /admin: the list, <path>/new and <path>/:id (?lang= for translations). */
  path: string;
  nav: ResourceNav;
  /**
   * A table of one row (site_settings): /admin/<path> is that row's form, with no list, no
   * /new and no delete (list and csv are then unused).
   */
  singleton?: { id: string };
  /**
   * The column the stale-edit check compares (default updated_at): a row that other pages also
   * write (site_settings' Security switches) keeps a version of the form's own fields.
   */
  versionColumn?: string;
  /** The translations table and its fields, if the type is translated. */
  translations?: TranslationDef;
  /** Validates form values and turns them into the row written to the table. */
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  /** The form's empty values for a new record. */
  defaults: () => Record<string, unknown>;
  /** A stored row -> form values (defaults to the row with nulls as ""). */
  toForm?: (row: Row) => Record<string, unknown>;
  /** Parsed values -> the row to write (defaults to the values themselves). */
  toRow?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The column shown as the record's title. */
  titleField: string;
  select: string;
  list: {
    columns: ColumnDef[];
    defaultSort: { column: string; ascending: boolean };
    /** Full-text search column (tsvector) and config, else ilike over these columns. */
    fts?: { column: string; config: "english" | "simple" };
    searchColumns: string[];
    filters: FilterDef[];
    /** sort_order matters: drag and up/down buttons when the list is sorted by it. */
    reorderable?: boolean;
    /**
     * Subsets reordered on their own (e.g. featured products: their order on the home page),
     * when exactly these filters are set. Texts: cms.reorder.subsets.<key>.{button,hint}.
     */
    reorderSubsets?: { key: string; filters: Record<string, string> }[];
  };
  form: { sections: { title: string; fields: FieldDef[] }[] };
  /** Constraint names that do not follow <table>_<column>_check, mapped to their field. */
  constraintFields?: Record<string, string>;
  /** The table has is_active: bulk activate and deactivate. */
  hasActive: boolean;
  csv: {
    columns: string[];
    import?: {
      /** Example header for the template. */
      columns: string[];
      lookups?: { key: string; table: string }[];
      /** A CSV row -> form-shaped values for the schema (errors come from the schema). */
      fromCsv: (row: Record<string, string>, ctx: ImportContext) => Record<string, unknown>;
    };
  };
  /** The public page of a record, if any (for "view on site"). */
  publicPath?: (row: Row) => string | null;
  /** An extra block on the form page (e.g. SEO's search-result preview) — unused by default. */
  formAside?: React.ComponentType<{ values: Record<string, unknown> }>;
}

/**
 * Declares a content type once (cms/resources/<type>.ts, as its default export): the registry
 * (cms/registry.ts) turns it into its admin routes and sidebar entry; the shared list and form
 * pages render it. Recipe: docs/adding-a-content-type.md.
 */
export function defineResource(def: ResourceDef): ResourceDef {
  return def;
}

/** The column holding the version the form's stale-edit check compares. */
export const versionColumnOf = (def: Pick<ResourceDef, "versionColumn">): string =>
  def.versionColumn ?? "updated_at";

/** A row's version for the stale-edit check ("" when unknown). */
export const versionOf = (
  def: Pick<ResourceDef, "versionColumn">,
  row: Row | null | undefined,
): string => String(row?.[versionColumnOf(def)] ?? "");

/** All form field names of a resource. */
export function formFieldNames(def: ResourceDef): string[] {
  return def.form.sections.flatMap((s) => s.fields.map((f) => f.name));
}
