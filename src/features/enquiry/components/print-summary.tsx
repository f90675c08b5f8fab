import { useTranslation } from "react-i18next";
import type { EnquiryLine } from "@/entities/enquiry-list";
import type { EnquiryFormInput } from "../lib/draft";
import { originText, quantityText } from "../lib/quantity-text";

/**
 * What the browser prints (or saves as PDF): the lines as one compact table, the project and the
 * sender, on one page. The screen never shows it; the page's interactive parts are print:hidden.
 */
export function PrintSummary({
  lines,
  values,
}: {
  lines: readonly EnquiryLine[];
  values: EnquiryFormInput;
}) {
  const { t, i18n } = useTranslation();
  const place = [values.siteCity, values.siteState, values.siteCountry]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
  const project = [
    place && t("enquiry.whatsapp.site", { place }),
    values.destinationPort.trim() &&
      t("enquiry.whatsapp.port", { port: values.destinationPort.trim() }),
    values.workStart.trim() && t("enquiry.whatsapp.start", { start: values.workStart.trim() }),
    values.buildingKind &&
      t("enquiry.whatsapp.building", {
        building: t(`enquiry.project.buildings.${values.buildingKind}`),
      }),
  ].filter(Boolean);
  const sender = [values.name, values.company, values.email, values.phone]
    .map((p) => p.trim())
    .filter(Boolean);
  const dense = lines.length > 20;
  return (
    <div className={`hidden text-black print:block ${dense ? "text-[9pt]" : "text-[10.5pt]"}`}>
      <h2 className="mb-1 text-[14pt] font-semibold">
        {t("enquiry.print.heading")} · {t("common.companyName")}
      </h2>
      <p className="mb-3">
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date())}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-start">
            <th className="py-0.5 pe-2 text-start">#</th>
            <th className="py-0.5 pe-2 text-start">{t("enquiry.lines.title")}</th>
            <th className="py-0.5 pe-2 text-start">{t("enquiry.fields.quantity")}</th>
            <th className="py-0.5 text-start">{t("enquiry.fields.note")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const working = originText(line.origin, t);
            return (
              <tr
                key={line.id}
                className="break-inside-avoid border-b border-neutral-300 align-top"
              >
                <td className="py-0.5 pe-2">{i + 1}</td>
                <td className="py-0.5 pe-2" dir="auto">
                  {line.productName}
                  {working && <div className="text-[0.85em]">{working}</div>}
                </td>
                <td className="py-0.5 pe-2 whitespace-nowrap">
                  {quantityText(line, t, i18n.language)}
                </td>
                <td className="py-0.5" dir="auto">
                  {line.note}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {project.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold">{t("enquiry.project.title")}</h3>
          {project.map((row) => (
            <p key={row}>{row}</p>
          ))}
        </div>
      )}
      {sender.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold">{t("enquiry.sender.title")}</h3>
          <p>{sender.join(" · ")}</p>
        </div>
      )}
    </div>
  );
}
