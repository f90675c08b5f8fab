import type { ResourceDef } from "./define-resource";

/**
 * Every declared content type: each file in cms/resources/ (helpers and tests aside) whose
 * default export is a defineResource declaration: its admin routes (ContentTypeRoutes) come from
 * here. Only the content pages' chunk imports this; the sidebar reads content-types.ts, the
 * declarations' path and nav read from their source at build time.
 */
export const DECLARATION_MODULES: Record<string, { default?: unknown }> = import.meta.glob(
  ["./resources/*.ts", "!./resources/*.test.ts", "!./resources/shared.ts"],
  { eager: true },
);

function isResourceDef(value: unknown): value is ResourceDef {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ResourceDef).path === "string" &&
    typeof (value as ResourceDef).nav === "object"
  );
}

/** The declarations, in sidebar order (group order is the layout's; within a group by nav.order). */
export const CONTENT_TYPES: readonly ResourceDef[] = Object.values(DECLARATION_MODULES)
  .map((module) => module.default)
  .filter(isResourceDef)
  .sort((a, b) => a.nav.order - b.nav.order || a.path.localeCompare(b.path));

/** The declaration served at /admin/<path>, if any. */
export function contentTypeAt(path: string): ResourceDef | undefined {
  return CONTENT_TYPES.find((def) => def.path === path);
}

export type { AdminNavGroupId, ResourceDef } from "./define-resource";
