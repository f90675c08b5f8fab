import {
  Boxes,
  FileCheck2,
  FlaskConical,
  Globe2,
  Handshake,
  PackageCheck,
  Ship,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSiteSettingsQuery } from "@/entities/site-settings";

const STEPS: { key: string; icon: LucideIcon }[] = [
  { key: "enquiry", icon: Handshake },
  { key: "quotation", icon: FileCheck2 },
  { key: "production", icon: FlaskConical },
  { key: "shipping", icon: Ship },
];

const DOCUMENTS = ["invoice", "packingList", "origin", "testCertificates", "sds"] as const;
const PACKING = ["pails", "palletised", "container", "labels"] as const;
const MARKETS = ["middleEast", "africa", "southAsia", "southeastAsia", "indianOcean"] as const;

/** The export figures from site_settings, then the process, documents, packing and markets. */
export function ExportFigures() {
  const { t } = useTranslation();
  const { data, isPending } = useSiteSettingsQuery();

  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  if (!data) return null;
  const figures = [
    {
      label: t("exports.countriesLabel"),
      value: data.countries_served,
      icon: Globe2,
      id: "countries",
    },
    {
      label: t("exports.testingLabel"),
      value: data.material_testing,
      icon: FlaskConical,
      id: "testing",
    },
    ...(data.lead_time_days
      ? [
          {
            label: t("exports.leadTimeLabel"),
            value: t("exports.leadTimeValue", { count: data.lead_time_days }),
            icon: Ship,
            id: "lead-time",
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3 sm:gap-6" data-testid="export-figures">
        {figures.map((f) => (
          <div key={f.id} className="bg-card flex flex-col gap-3 rounded-lg border p-4 sm:p-6">
            <f.icon className="text-primary size-6" aria-hidden="true" />
            <dt className="text-muted-foreground order-last text-sm font-medium">{f.label}</dt>
            <dd
              className="text-4xl font-bold tracking-tight tabular-nums"
              data-testid={`export-${f.id}`}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      {data.lead_time_days && (
        <p className="text-muted-foreground max-w-3xl text-lg">
          {t("exports.summary", {
            countries: data.countries_served,
            testing: data.material_testing,
            leadTime: t("exports.leadTimeValue", { count: data.lead_time_days }),
          })}
        </p>
      )}
    </div>
  );
}

export function ExportProcess() {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {STEPS.map((step, index) => (
        <li key={step.key} className="bg-card relative rounded-lg border p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <span className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold">
              {index + 1}
            </span>
            <step.icon className="text-primary size-5" aria-hidden="true" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{t(`exports.steps.${step.key}`)}</h3>
          <p className="text-muted-foreground mt-1.5 text-sm">
            {t(`exports.steps.${step.key}Text`)}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function ExportDocumentsAndPacking() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      <div className="bg-card rounded-lg border p-4 sm:p-6">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <FileCheck2 className="text-primary size-5" aria-hidden="true" />
          {t("exports.documentsTitle")}
        </h3>
        <p className="text-muted-foreground mt-2 text-sm">{t("exports.documentsText")}</p>
        <ul className="mt-4 list-disc space-y-1.5 ps-5 text-sm">
          {DOCUMENTS.map((d) => (
            <li key={d}>{t(`exports.documents.${d}`)}</li>
          ))}
        </ul>
      </div>
      <div className="bg-card rounded-lg border p-4 sm:p-6">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <PackageCheck className="text-primary size-5" aria-hidden="true" />
          {t("exports.packingTitle")}
        </h3>
        <p className="text-muted-foreground mt-2 text-sm">{t("exports.packingText")}</p>
        <ul className="mt-4 list-disc space-y-1.5 ps-5 text-sm">
          {PACKING.map((p) => (
            <li key={p}>{t(`exports.packing.${p}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ExportMarkets() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {MARKETS.map((m) => (
        <li key={m} className="bg-card flex gap-3 rounded-lg border p-4">
          <Globe2 className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t(`exports.markets.${m}`)}</p>
            <p className="text-muted-foreground text-sm">{t(`exports.markets.${m}Text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ExportEnquiry() {
  const { t } = useTranslation();
  const href = `/contact?${new URLSearchParams({ subject: t("exports.enquirySubject") }).toString()}`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-4">
        <Boxes className="text-primary hidden size-10 shrink-0 sm:block" aria-hidden="true" />
        <div>
          <h2 className="text-2xl font-semibold">{t("exports.enquiryTitle")}</h2>
          <p className="text-muted-foreground mt-2 max-w-2xl">{t("exports.enquiryText")}</p>
        </div>
      </div>
      <Button asChild size="lg">
        <Link to={href} data-testid="export-enquiry">
          {t("exports.cta")}
        </Link>
      </Button>
    </div>
  );
}
