import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useEnquiryLinesQuery, type ContactMessage } from "@/entities/contact-message";
import "../enquiry-strings";
import { lineOriginText } from "../lib/enquiry-lines-text";

/** An enquiry's lines as a table (the product linked while it exists) and its project. */
export function EnquiryDetails({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const lines = useEnquiryLinesQuery(message.id);
  const number = (n: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(n);
  const place = [message.site_city, message.site_state, message.site_country]
    .filter(Boolean)
    .join(", ");
  const project: [string, string][] = [
    [t("enquiry.project.siteCity"), place],
    [t("enquiry.project.destinationPort"), message.destination_port ?? ""],
    [t("enquiry.project.workStart"), message.work_start ?? ""],
    [
      t("enquiry.project.buildingKind"),
      message.building_kind ? t(`enquiry.project.buildings.${message.building_kind}`) : "",
    ],
  ];
  const shown = project.filter(([, value]) => value);
  return (
    <>
      <section aria-labelledby="enquiry-lines" className="bg-card rounded-lg border p-4 sm:p-6">
        <h2 id="enquiry-lines" className="mb-3 text-lg font-semibold">
          {t("enquiry.lines.title")}
        </h2>
        {lines.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : lines.isError ? (
          <p className="text-destructive text-sm">{t("inbox.lines.error")}</p>
        ) : (
          <Table data-testid="enquiry-lines-table">
            <TableHeader>
              <TableRow>
                <TableHead>#</TableHead>
                <TableHead>{t("inbox.lines.product")}</TableHead>
                <TableHead>{t("enquiry.fields.quantity")}</TableHead>
                <TableHead>{t("enquiry.fields.unit")}</TableHead>
                <TableHead>{t("inbox.lines.origin")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.data.map((line) => {
                const working = lineOriginText(line.origin, (count) =>
                  t("enquiry.coats", { count }),
                );
                return (
                  <TableRow key={line.position} className="align-top">
                    <TableCell>{line.position}</TableCell>
                    <TableCell className="min-w-40 whitespace-normal">
                      {line.product ? (
                        <Link
                          to={`/products/${encodeURIComponent(line.product.slug)}`}
                          className="text-primary underline"
                          dir="auto"
                        >
                          {line.product_name}
                        </Link>
                      ) : (
                        <span dir="auto">{line.product_name}</span>
                      )}
                      {line.note && (
                        <div dir="auto" className="text-muted-foreground text-xs">
                          {line.note}
                        </div>
                      )}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{number(line.quantity)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {t(`enquiry.units.${line.unit}`)}
                      {line.unit === "pack" && line.pack_size && ` · ${line.pack_size}`}
                    </TableCell>
                    <TableCell className="min-w-40 text-xs whitespace-normal">
                      {working ? (
                        <span dir="auto">
                          {t("enquiry.lines.fromCalculator", { details: working })}
                        </span>
                      ) : (
                        t("inbox.lines.catalogue")
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </section>
      {shown.length > 0 && (
        <section aria-labelledby="enquiry-project" className="bg-card rounded-lg border p-4 sm:p-6">
          <h2 id="enquiry-project" className="mb-2 text-lg font-semibold">
            {t("enquiry.project.title")}
          </h2>
          <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
            {shown.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd dir="auto" className="break-words">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
