import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorAt, FieldError } from "./field-shell";
import type { WidgetProps } from "./types";

/** The calculator's coverage data (public.is_valid_coverage_data) as a small form. */
export function CoverageWidget(p: WidgetProps) {
  const { t } = useTranslation();
  const base = p.field.name;
  const kind = String(useWatch({ control: p.form.control, name: `${base}.kind` }) ?? "");
  const errors = p.form.formState.errors;
  const num = (name: string) => {
    const path = `${base}.${name}`;
    const id = `${p.id}-${name}`;
    return (
      <div className="grid gap-1" key={name}>
        <Label htmlFor={id}>{t(`cms.coverage.${name}`)}</Label>
        <Input
          id={id}
          inputMode="decimal"
          aria-invalid={!!errorAt(errors, path) || undefined}
          {...p.form.register(path)}
        />
        <FieldError message={errorAt(errors, path)} />
      </div>
    );
  };
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={p.id}>{t("cms.coverage.kind")}</Label>
          <NativeSelect
            id={p.id}
            aria-describedby={p.describedBy}
            {...p.form.register(`${base}.kind`)}
          >
            <option value="">{t("cms.coverage.none")}</option>
            {["liquid", "system", "membrane", "cement_admixture"].map((k) => (
              <option key={k} value={k}>
                {t(`cms.coverage.kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {kind !== "" && kind !== "membrane" && (
          <div className="grid gap-1">
            <Label htmlFor={`${p.id}-unit`}>{t("cms.coverage.unit")}</Label>
            <NativeSelect id={`${p.id}-unit`} {...p.form.register(`${base}.unit`)}>
              <option value="">—</option>
              <option value="kg">kg</option>
              <option value="L">L</option>
            </NativeSelect>
            <FieldError message={errorAt(errors, `${base}.unit`)} />
          </div>
        )}
      </div>
      {kind !== "" && (
        <div className="grid gap-3 sm:grid-cols-2">
          {kind === "membrane"
            ? ["roll_width", "roll_length", "side_lap", "end_lap"].map(num)
            : ["per_coat", "rate_m2_per_unit"].map(num)}
          {num("coats")}
          {num("primer_slug")}
        </div>
      )}
    </div>
  );
}
