import * as React from "react";
import type { VisibilityState } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

function readHidden(storageKey: string): VisibilityState {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(saved)) return {};
    return Object.fromEntries(
      saved.filter((v): v is string => typeof v === "string").map((id) => [id, false]),
    );
  } catch {
    return {};
  }
}

/**
 * Which columns of a list are shown; the hidden ones are remembered in this browser under
 * `storageKey` (one per list).
 */
export function useColumnVisibility(
  storageKey: string,
): [VisibilityState, (next: VisibilityState) => void] {
  const [state, setState] = React.useState<VisibilityState>(() => readHidden(storageKey));
  const set = React.useCallback(
    (next: VisibilityState) => {
      setState(next);
      const hidden = Object.keys(next).filter((id) => next[id] === false);
      try {
        if (hidden.length) window.localStorage.setItem(storageKey, JSON.stringify(hidden));
        else window.localStorage.removeItem(storageKey);
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
    },
    [storageKey],
  );
  return [state, set];
}

/** The toolbar's "Columns" menu: a checkbox per column that can be hidden, and a reset. */
export function ColumnMenu({
  columns,
  visibility,
  onChange,
}: {
  columns: { id: string; label: string }[];
  visibility: VisibilityState;
  onChange: (next: VisibilityState) => void;
}) {
  const { t } = useTranslation();
  const hiddenCount = columns.filter((c) => visibility[c.id] === false).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden="true" />
          {t("cms.columns.button")}
          {hiddenCount > 0 && (
            <span className="text-muted-foreground text-xs tabular-nums">
              {t("cms.columns.hidden", { count: hiddenCount })}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuLabel>{t("cms.columns.title")}</DropdownMenuLabel>
        {columns.map((c) => (
          <DropdownMenuCheckboxItem
            key={c.id}
            checked={visibility[c.id] !== false}
            // Keep the menu open so several columns can be switched in one go.
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={(checked) => {
              const next = { ...visibility };
              if (checked) delete next[c.id];
              else next[c.id] = false;
              onChange(next);
            }}
          >
            {c.label}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={hiddenCount === 0} onSelect={() => onChange({})}>
          {t("cms.columns.showAll")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
