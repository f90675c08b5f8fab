import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/** One surface or the whole project: two pressed-state buttons above the calculator. */
export function CalculatorModeSwitch({
  project,
  onChange,
}: {
  project: boolean;
  onChange: (project: boolean) => void;
}) {
  const { t } = useTranslation();
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={project === value}
      onClick={() => project !== value && onChange(value)}
      className={cn(
        "focus-visible:ring-ring rounded-md px-4 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none",
        project === value
          ? "bg-primary text-primary-foreground"
          : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t("calculator.project.modeLabel")}
      className="bg-muted mb-6 inline-flex gap-1 rounded-lg p-1 print:hidden"
    >
      {option(false, t("calculator.project.modeSingle"))}
      {option(true, t("calculator.project.modeProject"))}
    </div>
  );
}
