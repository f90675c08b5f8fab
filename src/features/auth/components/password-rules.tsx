import { Check, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { PASSWORD_RULES } from "../schemas/auth-schemas";

/** The password rules, each ticked as the typed password meets it. */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-1" data-testid="password-rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li
            key={rule.key}
            className={cn(
              "flex items-center gap-2",
              met && "text-emerald-700 dark:text-emerald-400",
            )}
          >
            {met ? (
              <Check className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span>{t(rule.key)}</span>
            <span className="sr-only">{met ? t("auth.rules.met") : t("auth.rules.notMet")}</span>
          </li>
        );
      })}
    </ul>
  );
}
