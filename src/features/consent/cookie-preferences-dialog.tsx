import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { OPTIONAL_CATEGORIES, type CookiePreferences, type OptionalCategory } from "./consent";

interface CookiePreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: CookiePreferences;
  onDraftChange: (draft: CookiePreferences) => void;
  onSave: () => void;
  onAcceptAll: () => void;
}

function CategoryRow({
  category,
  checked,
  disabled,
  onCheckedChange,
}: {
  category: "necessary" | OptionalCategory;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="border-border flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{t(`consent.${category}`)}</Label>
        <p id={`${id}-text`} className="text-muted-foreground text-sm">
          {t(`consent.${category}Text`)}
        </p>
      </div>
      <Switch
        id={id}
        data-testid={`consent-switch-${category}`}
        aria-describedby={`${id}-text`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}

export function CookiePreferencesDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onSave,
  onAcceptAll,
}: CookiePreferencesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} data-testid="cookie-dialog">
        <DialogHeader>
          <DialogTitle>{t("consent.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("consent.dialogDescription")}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <CategoryRow category="necessary" checked disabled />
          {OPTIONAL_CATEGORIES.map((category) => (
            <CategoryRow
              key={category}
              category={category}
              checked={draft[category]}
              onCheckedChange={(checked) => onDraftChange({ ...draft, [category]: checked })}
            />
          ))}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onSave}>
            {t("consent.save")}
          </Button>
          <Button onClick={onAcceptAll}>{t("consent.acceptAll")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
