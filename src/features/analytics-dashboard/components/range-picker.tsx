import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { PRESETS, type RangeState } from "../lib/range";

export function RangePicker({
  state,
  onChange,
  error,
}: {
  state: RangeState;
  onChange: (next: RangeState) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const options = [...PRESETS, "custom"] as const;
  return (
    <div className="bg-card mb-6 flex flex-wrap items-end gap-4 rounded-lg border p-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t("analytics.range.label")}</legend>
        <div className="bg-muted inline-flex flex-wrap rounded-md p-1">
          {options.map((o) => (
            <label
              key={o}
              className={cn(
                "has-[:focus-visible]:ring-ring cursor-pointer rounded px-3 py-1.5 text-sm has-[:focus-visible]:ring-2",
                state.preset === o
                  ? "bg-background text-foreground font-medium shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name="analytics-range"
                className="sr-only"
                checked={state.preset === o}
                onChange={() =>
                  onChange(
                    o === "custom"
                      ? { preset: "custom", from: state.from, to: state.to }
                      : { preset: o, from: null, to: null },
                  )
                }
              />
              {o === "custom"
                ? t("analytics.range.custom")
                : t("analytics.range.days", { count: o })}
            </label>
          ))}
        </div>
      </fieldset>
      {state.preset === "custom" && (
        <>
          <div className="space-y-1.5">
            <Label htmlFor="analytics-from">{t("analytics.range.from")}</Label>
            <Input
              id="analytics-from"
              type="date"
              value={state.from ?? ""}
              max={state.to ?? undefined}
              onChange={(e) => onChange({ ...state, from: e.target.value || null })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="analytics-to">{t("analytics.range.to")}</Label>
            <Input
              id="analytics-to"
              type="date"
              value={state.to ?? ""}
              min={state.from ?? undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "analytics-range-error" : undefined}
              onChange={(e) => onChange({ ...state, to: e.target.value || null })}
            />
          </div>
        </>
      )}
      {error && (
        <p id="analytics-range-error" className="text-destructive basis-full text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
