import * as React from "react";
import { FileUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { getSlugLookup, useImportMutation } from "../api/resource-import-mutation";
import type { ResourceDef } from "../define-resource";
import { parseCsv } from "../lib/csv";
import { useErrorText } from "./widgets/field-shell";

interface PreviewRow {
  line: number;
  title: string;
  row: Record<string, unknown> | null;
  errors: string[];
}

/** CSV import: upload -> preview with each row's validation errors -> import the valid rows at once. */
export function CsvImportDialog({
  def,
  open,
  onOpenChange,
}: {
  def: ResourceDef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const imp = useImportMutation(def);
  const [preview, setPreview] = React.useState<PreviewRow[] | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const config = def.csv.import!;

  async function read(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    try {
      const parsed = parseCsv(await file.text());
      const lookup: Record<string, Map<string, string>> = {};
      for (const l of config.lookups ?? []) lookup[l.key] = await getSlugLookup(l.table);
      const rows: PreviewRow[] = parsed.rows.map((raw, i) => {
        const candidate = config.fromCsv(raw, { lookup });
        const result = def.schema.safeParse(candidate);
        const title = String(raw[def.titleField] ?? raw.name ?? "");
        if (result.success) {
          const out = def.toRow ? def.toRow(result.data) : result.data;
          return { line: i + 2, title, row: out, errors: [] };
        }
        const errors = result.error.issues.map(
          (issue) =>
            `${t(`cms.fields.${String(issue.path[0] ?? "")}`, { defaultValue: String(issue.path[0] ?? "") })}: ${errorText(issue.message) ?? issue.message}`,
        );
        return { line: i + 2, title, row: null, errors };
      });
      for (const e of parsed.errors) {
        const r = rows.find((x) => x.line === e.row + 1);
        if (r) {
          r.row = null;
          r.errors.push(e.message);
        }
      }
      setPreview(rows);
    } catch {
      setProblem(t("cms.import.readFailed"));
    }
  }

  const valid = preview?.filter((r) => r.row) ?? [];
  const invalid = preview?.filter((r) => !r.row) ?? [];

  async function run() {
    try {
      const n = await imp.mutateAsync(valid.map((r) => r.row!));
      toast.success(t("cms.import.done", { count: n }));
      setPreview(null);
      onOpenChange(false);
    } catch {
      setProblem(t("cms.import.failed"));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setPreview(null);
          setProblem(null);
        }
        onOpenChange(o);
      }}
    >
      <DialogContent closeLabel={t("common.close")} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {t("cms.import.title", { name: t(`cms.resources.${def.key}.other`) })}
          </DialogTitle>
          <DialogDescription>
            {t("cms.import.text", { columns: config.columns.join(", ") })}
          </DialogDescription>
        </DialogHeader>
        <div>
          <label
            htmlFor="csv-import-file"
            className="hover:bg-accent focus-within:ring-ring inline-flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium focus-within:ring-2"
          >
            <FileUp className="size-4" aria-hidden="true" />
            {t("cms.import.choose")}
          </label>
          <input
            id="csv-import-file"
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => void read(e.target.files?.[0])}
          />
        </div>
        {problem && (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        {preview && (
          <div className="grid gap-2">
            <p className="text-sm" aria-live="polite">
              {t("cms.import.summary", { valid: valid.length, invalid: invalid.length })}
            </p>
            <div className="max-h-80 overflow-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-16">{t("cms.import.line")}</TableHead>
                    <TableHead>{t(`cms.fields.${def.titleField}`)}</TableHead>
                    <TableHead>{t("cms.import.result")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {preview.map((r) => (
                    <TableRow key={r.line} data-state={r.row ? undefined : "invalid"}>
                      <TableCell className="tabular-nums">{r.line}</TableCell>
                      <TableCell>{r.title || "—"}</TableCell>
                      <TableCell>
                        {r.row ? (
                          <span className="text-emerald-700 dark:text-emerald-400">
                            {t("cms.import.ok")}
                          </span>
                        ) : (
                          <ul className="text-destructive grid gap-0.5 text-sm">
                            {r.errors.map((e) => (
                              <li key={e}>{e}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => void run()} disabled={valid.length === 0 || imp.isPending}>
            {t("cms.import.run", { count: valid.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
