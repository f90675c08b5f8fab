import * as React from "react";
import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useBulkActionMutation } from "../../api/resource-bulk-mutation";
import type { ResourceDef, Row } from "../../define-resource";
import { TRASH_DAYS } from "@/entities/trash";

/**
 * A row's menu: edit or delete the record. Every entry is a Radix menu item (the Edit link through
 * `asChild`), so the menu keeps the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it
 * on its first item, the arrows move, Escape closes it and focus returns to the button. Delete is
 * offered because the content lists are admins' only and the policies let admins delete every
 * content type ("<table>: admins delete"); it asks first, as the edit page does.
 */
export function RowActions({ def, row }: { def: ResourceDef; row: Row }) {
  const { t } = useTranslation();
  const remove = useBulkActionMutation(def);
  const [confirm, setConfirm] = React.useState(false);
  const name = String(row[def.titleField] ?? "");

  async function onDelete() {
    try {
      await remove.mutateAsync({ action: "delete", ids: [row.id] });
      setConfirm(false);
      toast.success(t("cms.form.deleted", { name }));
    } catch {
      setConfirm(false);
      toast.error(t("cms.errors.deleteFailed"));
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("cms.list.rowActions", { name })}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-36">
          <DropdownMenuItem asChild>
            <Link to={`/admin/${def.path}/${row.id}`}>
              <Pencil aria-hidden="true" />
              {t("common.edit")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirm(true)}>
            <Trash2 aria-hidden="true" />
            {t("cms.form.delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("cms.deleteOne.title", { name })}
        description={t("cms.deleteOne.text", { days: TRASH_DAYS })}
        confirmLabel={t("cms.form.delete")}
        destructive
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}
