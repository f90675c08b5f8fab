import { useTranslation } from "react-i18next";
import type { Specification } from "../lib/specifications";

/** The specifications as a real table: one row per property. */
export function SpecificationsTable({ rows }: { rows: Specification[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("products.specifications")}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-start font-semibold">
              {t("products.specKey")}
            </th>
            <th scope="col" className="px-4 py-2.5 text-start font-semibold">
              {t("products.specValue")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.key}-${i}`} className="border-t">
              <th scope="row" className="w-2/5 px-4 py-2.5 text-start align-top font-medium">
                <bdi>{row.key}</bdi>
              </th>
              <td className="text-muted-foreground px-4 py-2.5 align-top">
                <bdi>{row.value}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
