import type { UseFormReturn } from "react-hook-form";
import type { FieldDef, ResourceDef } from "../../define-resource";

export type FormValues = Record<string, unknown>;

export interface WidgetProps {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  def: ResourceDef;
  isNew: boolean;
  id: string;
  describedBy: string;
  invalid: boolean;
}
