import { useFieldArray } from "react-hook-form";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RowButtons } from "./array-widgets";
import { errorAt, FieldError } from "./field-shell";
import type { WidgetProps } from "./types";

/** Headline figures: a value ("25+") and its label, in the order the pages show them. */
export function FiguresWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({
    control: p.form.control,
    name: p.field.name as never,
  });
  const errors = p.form.formState.errors;
  const path = (i: number, part: "value" | "label") => `${p.field.name}.${i}.${part}`;
  return (
    <div className="grid gap-2">
      {fields.length > 0 && (
        <div className="text-muted-foreground hidden grid-cols-[8rem_1fr_auto] gap-2 text-xs font-medium sm:grid">
          <span>{t("cms.figures.value")}</span>
          <span>{t("cms.figures.label")}</span>
          <span className="w-28" />
        </div>
      )}
      {fields.map((item, i) => (
        <div key={item.id} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto]">
          {(["value", "label"] as const).map((part) => (
            <div key={part}>
              <Input
                aria-label={t(`cms.figures.${part}N`, { n: i + 1 })}
                aria-invalid={!!errorAt(errors, path(i, part)) || undefined}
                {...p.form.register(path(i, part))}
              />
              <FieldError message={errorAt(errors, path(i, part))} />
            </div>
          ))}
          <RowButtons
            index={i}
            count={fields.length}
            onMove={move}
            onRemove={remove}
            label={t("cms.figures.row", { n: i + 1 })}
          />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ value: "", label: "" } as never)}
      >
        <Plus aria-hidden="true" />
        {t("cms.figures.add")}
      </Button>
    </div>
  );
}
