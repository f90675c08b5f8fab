import * as React from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { BulkBar } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { useBulkActionMutation, type BulkAction } from "../../api/resource-bulk-mutation";
import type { ResourceDef } from "../../define-resource";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TRASH_DAYS } from "@/entities/trash";

/** Actions on the selected rows: activate, deactivate (if the type has it), delete (confirmed). */
export function BulkActions({
  def,
  selectedIds,
  onDone,
}: {
  def: ResourceDef;
  selectedIds: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkActionMutation(def);
  const [confirm, setConfirm] = React.useState(false);
  const count = selectedIds.length;

  async function run(action: BulkAction) {
    try {
      const n = await bulk.mutateAsync({ action, ids: selectedIds });
      onDone();
      setConfirm(false);
      toast.success(t(`cms.bulk.${action}Done`, { count: n }));
    } catch {
      setConfirm(false);
      toast.error(t("cms.bulk.failed"));
    }
  }

  return (
    <>
      {count > 0 && (
        <BulkBar label={t("cms.bulk.region")} count={t("cms.bulk.selected", { count })}>
          {def.hasActive && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void run("activate")}
                disabled={bulk.isPending}
              >
                {t("cms.bulk.activate")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void run("deactivate")}
                disabled={bulk.isPending}
              >
                {t("cms.bulk.deactivate")}
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setConfirm(true)}
            disabled={bulk.isPending}
          >
            {t("cms.bulk.delete")}
          </Button>
        </BulkBar>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t("cms.bulk.deleteTitle", { count })}
        description={t("cms.bulk.deleteText", { days: TRASH_DAYS })}
        confirmLabel={t("cms.bulk.deleteConfirm", { count })}
        destructive
        busy={bulk.isPending}
        onConfirm={() => void run("delete")}
      />
    </>
  );
}
