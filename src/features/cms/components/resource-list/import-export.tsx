import * as React from "react";
import { Download, Plus, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { downloadCsv } from "@/lib/csv";
import { getAllMatchingRows } from "../../api/resource-export";
import type { ListParams } from "../../api/resource-list-query";
import type { ResourceDef } from "../../define-resource";
import { toCsv } from "../../lib/csv";
import { CsvImportDialog } from "../csv-import-dialog";

/** "New <type>": the link to the empty form. */
export function NewRecordButton({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to={`/admin/${def.path}/new`}>
        <Plus aria-hidden="true" />
        {t("cms.list.new", { name: t(`cms.resources.${def.key}.one`) })}
      </Link>
    </Button>
  );
}

/** The page's actions: import a CSV (if the type allows), export the matching rows, new. */
export function ImportExportActions({ def, params }: { def: ResourceDef; params: ListParams }) {
  const { t } = useTranslation();
  const [importing, setImporting] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await getAllMatchingRows(def, params);
      downloadCsv(
        `${def.path}-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(all, def.csv.columns),
      );
      toast.success(t("cms.export.done", { count: all.length }));
    } catch {
      toast.error(t("cms.export.failed"));
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      {def.csv.import && (
        <Button variant="outline" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          {t("cms.import.button")}
        </Button>
      )}
      <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
        <Download aria-hidden="true" />
        {t("cms.export.button")}
      </Button>
      <NewRecordButton def={def} />
      {def.csv.import && <CsvImportDialog def={def} open={importing} onOpenChange={setImporting} />}
    </>
  );
}
