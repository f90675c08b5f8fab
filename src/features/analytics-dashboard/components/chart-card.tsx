import { useId, useState } from "react";
import { BarChart3, Download, Table2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { downloadCsv, toCsv } from "@/lib/csv";
import { cn } from "@/lib/utils";

export interface SeriesColumn<T> {
  header: string;
  /** Shown in the table. */
  display: (row: T) => React.ReactNode;
  /** Written to the CSV. */
  csv: (row: T) => unknown;
  numeric?: boolean;
}

/**
 * One chart with its data: the chart for the eye, the same data as a table (shown on demand,
 * always present for screen readers), and a CSV export of the series.
 */
export function ChartCard<T>({
  title,
  text,
  rows,
  columns,
  filename,
  children,
  className,
}: {
  title: string;
  text: string;
  rows: T[];
  columns: SeriesColumn<T>[];
  filename: string;
  children: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const table = (
    <Table>
      <TableCaption>{t("analytics.tableCaption", { title })}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={cn(c.numeric && "text-end")}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c.header} className={cn(c.numeric && "text-end tabular-nums")}>
                {c.display(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("bg-card flex min-w-0 flex-col rounded-lg border", className)}
      data-testid="chart-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2 p-4 pb-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{text}</p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={asTable ? t("analytics.showChart") : t("analytics.showTable")}
            title={asTable ? t("analytics.showChart") : t("analytics.showTable")}
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("analytics.exportCsvOf", { title })}
            title={t("analytics.exportCsv")}
            disabled={rows.length === 0}
            onClick={() =>
              downloadCsv(
                `${filename}.csv`,
                toCsv(
                  rows,
                  columns.map((c) => ({ header: c.header, value: c.csv })),
                ),
              )
            }
          >
            <Download aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="min-w-0 flex-1 px-2 pb-4 sm:px-4">
        {rows.length === 0 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{t("analytics.noData")}</p>
        ) : asTable ? (
          <div className="max-h-80 overflow-auto">{table}</div>
        ) : (
          <>
            {/* SVG text anchors follow the text direction; the axes mirror themselves instead. */}
            <div aria-hidden="true" dir="ltr" className="h-64 w-full">
              {children}
            </div>
            <table className="sr-only">
              <caption>{t("analytics.tableCaption", { title })}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c.header}>{c.display(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
