import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldDef, ResourceDef } from "../define-resource";
import { CoverageWidget } from "./widgets/coverage-widget";
import { FiguresWidget } from "./widgets/figures-widget";
import { errorAt, FieldShell } from "./widgets/field-shell";
import { GalleryWidget, PackSizesWidget, SpecsWidget } from "./widgets/array-widgets";
import { MediaWidget } from "./widgets/media-widgets";
import { SeoPreviewWidget } from "./widgets/seo-preview";
import {
  CounterWidget,
  DateTimeWidget,
  LinesWidget,
  RelationWidget,
  SelectWidget,
  SlugWidget,
  SwitchWidget,
  TextareaWidget,
  TextWidget,
  YouTubeWidget,
} from "./widgets/simple-widgets";
import type { FormValues, WidgetProps } from "./widgets/types";

const WIDGETS: Record<FieldDef["widget"], React.ComponentType<WidgetProps>> = {
  text: TextWidget,
  number: TextWidget,
  textarea: TextareaWidget,
  counter: CounterWidget,
  slug: SlugWidget,
  switch: SwitchWidget,
  select: SelectWidget,
  relation: RelationWidget,
  lines: LinesWidget,
  specs: SpecsWidget,
  figures: FiguresWidget,
  packSizes: PackSizesWidget,
  coverage: CoverageWidget,
  gallery: GalleryWidget,
  image: MediaWidget,
  pdf: MediaWidget,
  datetime: DateTimeWidget,
  youtube: YouTubeWidget,
  seoPreview: SeoPreviewWidget,
};

/** Groups (fieldsets with a legend) rather than a single labelled control. */
const GROUPS = new Set<FieldDef["widget"]>([
  "specs",
  "figures",
  "packSizes",
  "gallery",
  "coverage",
]);

export function FieldRenderer({
  field,
  form,
  def,
  isNew,
}: {
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  def: ResourceDef;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const id = `field-${field.name}`;
  const error = errorAt(form.formState.errors, field.name);
  const Widget = WIDGETS[field.widget];
  const label = t(field.label ?? `cms.fields.${field.name}`);
  const help = field.help
    ? t(field.help)
    : field.widget === "datetime"
      ? t("cms.help.siteTime")
      : undefined;
  const widget = (
    <Widget
      field={field}
      form={form}
      def={def}
      isNew={isNew}
      id={id}
      describedBy={`${id}-note`}
      invalid={Boolean(error)}
    />
  );
  if (field.widget === "switch") {
    return (
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {help && (
            <p id={`${id}-note`} className="text-muted-foreground text-sm">
              {help}
            </p>
          )}
        </div>
        {widget}
      </div>
    );
  }
  return (
    <FieldShell
      id={id}
      label={label}
      help={help}
      error={GROUPS.has(field.widget) && typeof error !== "string" ? undefined : error}
      labelAsLegend={GROUPS.has(field.widget) || field.widget === "seoPreview"}
    >
      {widget}
    </FieldShell>
  );
}
