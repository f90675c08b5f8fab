import { Controller, useFieldArray } from "react-hook-form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { errorAt, FieldError } from "./field-shell";
import { MediaInput } from "./media-input";
import type { WidgetProps } from "./types";

/** The key/value specification table. */
export function SpecsWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({
    control: p.form.control,
    name: p.field.name as never,
  });
  const errors = p.form.formState.errors;
  return (
    <div className="grid gap-2">
      {fields.length > 0 && (
        <div className="text-muted-foreground hidden grid-cols-[1fr_1fr_auto] gap-2 text-xs font-medium sm:grid">
          <span>{t("cms.specs.key")}</span>
          <span>{t("cms.specs.value")}</span>
          <span className="w-28" />
        </div>
      )}
      {fields.map((item, i) => (
        <div key={item.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
          <div>
            <Input
              aria-label={t("cms.specs.keyN", { n: i + 1 })}
              aria-invalid={!!errorAt(errors, `${p.field.name}.${i}.key`) || undefined}
              {...p.form.register(`${p.field.name}.${i}.key`)}
            />
            <FieldError message={errorAt(errors, `${p.field.name}.${i}.key`)} />
          </div>
          <div>
            <Input
              aria-label={t("cms.specs.valueN", { n: i + 1 })}
              {...p.form.register(`${p.field.name}.${i}.value`)}
            />
            <FieldError message={errorAt(errors, `${p.field.name}.${i}.value`)} />
          </div>
          <RowButtons
            index={i}
            count={fields.length}
            onMove={move}
            onRemove={remove}
            label={t("cms.specs.row", { n: i + 1 })}
          />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ key: "", value: "" } as never)}
      >
        <Plus aria-hidden="true" />
        {t("cms.specs.add")}
      </Button>
    </div>
  );
}

export function PackSizesWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({
    control: p.form.control,
    name: p.field.name as never,
  });
  const errors = p.form.formState.errors;
  return (
    <div className="grid gap-2">
      {fields.map((item, i) => (
        <div key={item.id} className="grid grid-cols-2 gap-2 sm:grid-cols-[8rem_8rem_1fr_auto]">
          <div>
            <Input
              type="number"
              step="any"
              min="0"
              aria-label={t("cms.packs.sizeN", { n: i + 1 })}
              aria-invalid={!!errorAt(errors, `${p.field.name}.${i}.size`) || undefined}
              {...p.form.register(`${p.field.name}.${i}.size`)}
            />
            <FieldError message={errorAt(errors, `${p.field.name}.${i}.size`)} />
          </div>
          <NativeSelect
            aria-label={t("cms.packs.unitN", { n: i + 1 })}
            {...p.form.register(`${p.field.name}.${i}.unit`)}
          >
            {["kg", "L", "roll", "bag"].map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </NativeSelect>
          <div className="col-span-2 sm:col-span-1">
            <Input
              aria-label={t("cms.packs.labelN", { n: i + 1 })}
              placeholder={t("cms.packs.labelPlaceholder")}
              {...p.form.register(`${p.field.name}.${i}.label`)}
            />
            <FieldError message={errorAt(errors, `${p.field.name}.${i}.label`)} />
          </div>
          <RowButtons
            index={i}
            count={fields.length}
            onMove={move}
            onRemove={remove}
            label={t("cms.packs.row", { n: i + 1 })}
          />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ size: "", unit: "kg", label: "" } as never)}
      >
        <Plus aria-hidden="true" />
        {t("cms.packs.add")}
      </Button>
    </div>
  );
}

/** Gallery images, each uploaded with its (required) alt text and natural size. */
export function GalleryWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const name = p.field.name;
  const { fields, append, remove, move } = useFieldArray({
    control: p.form.control,
    name: name as never,
  });
  const errors = p.form.formState.errors;
  return (
    <div className="grid gap-3">
      {fields.map((item, i) => (
        <div key={item.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]">
          <Controller
            control={p.form.control}
            name={`${name}.${i}.url`}
            render={({ field }) => (
              <div>
                <MediaInput
                  id={`${p.id}-${i}-url`}
                  kind="image"
                  folder="gallery"
                  label={t("cms.gallery.imageN", { n: i + 1 })}
                  value={String(field.value ?? "")}
                  onChange={field.onChange}
                  onUploaded={({ width, height }) => {
                    p.form.setValue(`${name}.${i}.width`, width as never, { shouldDirty: true });
                    p.form.setValue(`${name}.${i}.height`, height as never, { shouldDirty: true });
                  }}
                />
                <FieldError message={errorAt(errors, `${name}.${i}.url`)} />
              </div>
            )}
          />
          <div className="grid content-start gap-1">
            <label className="text-sm font-medium" htmlFor={`${p.id}-${i}-alt`}>
              {t("cms.gallery.alt")}
            </label>
            <Input
              id={`${p.id}-${i}-alt`}
              aria-invalid={!!errorAt(errors, `${name}.${i}.alt`) || undefined}
              {...p.form.register(`${name}.${i}.alt`)}
            />
            <FieldError message={errorAt(errors, `${name}.${i}.alt`)} />
          </div>
          <RowButtons
            index={i}
            count={fields.length}
            onMove={move}
            onRemove={remove}
            label={t("cms.gallery.imageN", { n: i + 1 })}
          />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ url: "", alt: "" } as never)}
      >
        <Plus aria-hidden="true" />
        {t("cms.gallery.add")}
      </Button>
    </div>
  );
}

export function RowButtons({
  index,
  count,
  onMove,
  onRemove,
  label,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (i: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index === 0}
        aria-label={t("cms.reorder.up", { name: label })}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={index === count - 1}
        aria-label={t("cms.reorder.down", { name: label })}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t("cms.removeRow", { name: label })}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
