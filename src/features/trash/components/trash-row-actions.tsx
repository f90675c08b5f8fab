import * as React from "react";
import { RotateCcw, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  TrashActionError,
  useDeleteFromTrashMutation,
  useRestoreFromTrashMutation,
  type TrashEntry,
} from "@/entities/trash";
import { TRASH_TYPES } from "../lib/trash-types";

const reasonOf = (err: unknown) => (err instanceof TrashActionError ? err.reason : "failed");

/** Restore (after a confirmation) and delete for good, for one trashed record. */
export function TrashRowActions({ entry, name }: { entry: TrashEntry; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const restore = useRestoreFromTrashMutation();
  const remove = useDeleteFromTrashMutation();
  const [asking, setAsking] = React.useState<"restore" | "delete" | null>(null);

  async function onRestore() {
    try {
      const { table, recordId } = await restore.mutateAsync(entry.id);
      setAsking(null);
      const editPath = TRASH_TYPES[table]?.editPath?.(recordId);
      toast.success(t("admin.trash.restored", { name }), {
        action: editPath
          ? { label: t("admin.trash.open"), onClick: () => void navigate(editPath) }
          : undefined,
      });
    } catch (err) {
      setAsking(null);
      toast.error(t(`admin.trash.errors.${reasonOf(err)}`, { name }));
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync(entry.id);
      setAsking(null);
      toast.success(t("admin.trash.deleted", { name }));
    } catch (err) {
      setAsking(null);
      toast.error(t(`admin.trash.errors.${reasonOf(err)}`, { name }));
    }
  }

  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => setAsking("restore")}
        aria-label={t("admin.trash.restoreLabel", { name })}
      >
        <RotateCcw aria-hidden="true" />
        {t("admin.trash.restore")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setAsking("delete")}
        aria-label={t("admin.trash.deleteLabel", { name })}
      >
        <Trash2 aria-hidden="true" />
        <span className="sr-only 2xl:not-sr-only">{t("admin.trash.deleteForever")}</span>
      </Button>
      <ConfirmDialog
        open={asking === "restore"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("admin.trash.restoreTitle", { name })}
        description={t("admin.trash.restoreText")}
        confirmLabel={t("admin.trash.restore")}
        onConfirm={() => void onRestore()}
        busy={restore.isPending}
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("admin.trash.deleteTitle", { name })}
        description={t("admin.trash.deleteText")}
        confirmLabel={t("admin.trash.deleteForever")}
        onConfirm={() => void onDelete()}
        destructive
        busy={remove.isPending}
      />
    </div>
  );
}
