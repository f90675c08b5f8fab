import type { FieldDef } from "../define-resource";

export const activeField: FieldDef = {
  name: "is_active",
  widget: "switch",
  help: "cms.help.is_active",
};
export const sortField: FieldDef = {
  name: "sort_order",
  widget: "number",
  help: "cms.help.sort_order",
};
export const s = (v: string | undefined) => (v ?? "").trim();
