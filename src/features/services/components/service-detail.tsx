import * as React from "react";
import { ArrowLeft, Calculator, CheckCircle2, Mail, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toParagraphs } from "@/entities/site-settings";
import { WhatsAppIcon } from "@/components/whatsapp-icon";
import { useWhatsAppSettingsQuery, whatsappLink } from "@/entities/whatsapp-settings";
import { ContentIcon } from "@/components/content-icon";
import { CALCULATOR_PATH, useServiceQuery, type Service } from "@/entities/service";
import { contactPath } from "@/lib/contact-path";
import { imageSrcSet } from "@/lib/image-variants";

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [
    { label: t("nav.home"), to: "/" },
    { label: t("nav.services"), to: "/services" },
    { label: current },
  ];
}

function ServiceSkeleton() {
  return (
    <div data-testid="service-loading">
      <div className="bg-muted/40 border-b">
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:py-12">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Skeleton className="aspect-[8/5] w-full rounded-lg" />
          <Skeleton className="h-32 w-full" />
        </div>
        <Skeleton className="h-64 w-full rounded-lg" />
      </div>
    </div>
  );
}

/** The not-found state of /services/{slug}: its own h1 and a way back to the list. */
export function ServiceNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("services.notFoundTitle")}
        breadcrumbs={useCrumbs(t("services.notFoundTitle"))}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16" data-testid="service-not-found">
        <StateMessage
          icon={SearchX}
          title={t("services.notFoundText")}
          text={t("services.notFoundHint")}
          action={
            <Button asChild>
              <Link to="/services">
                <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
                {t("services.backToServices")}
              </Link>
            </Button>
          }
        />
      </div>
    </>
  );
}

function RequestCard({ service }: { service: Service }) {
  const { t } = useTranslation();
  const { data: whatsapp } = useWhatsAppSettingsQuery();
  return (
    <aside aria-labelledby="service-request-title" className="lg:sticky lg:top-24">
      <div className="bg-card rounded-lg border p-4 sm:p-6">
        <span className="bg-secondary text-primary mb-4 flex size-11 items-center justify-center rounded-md">
          <ContentIcon name={service.icon} className="size-5" />
        </span>
        <h2 id="service-request-title" className="text-lg font-semibold">
          {t("services.requestService")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t("services.requestText")}</p>
        <div className="mt-4 flex flex-col gap-2">
          <Button asChild size="lg">
            <Link to={contactPath(service.title)} data-testid="service-enquiry">
              <Mail aria-hidden="true" />
              {t("services.sendEnquiry")}
            </Link>
          </Button>
          {whatsapp && (
            <Button asChild size="lg" variant="outline">
              <a
                href={whatsappLink(
                  whatsapp.phoneNumber,
                  t("services.whatsappMessage", { service: service.title }),
                )}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="service-whatsapp"
              >
                <WhatsAppIcon className="size-4" />
                {t("services.askOnWhatsApp")}
                <span className="sr-only">{t("services.opensInNewTab")}</span>
              </a>
            </Button>
          )}
          <Button asChild size="lg" variant="ghost">
            <Link to={CALCULATOR_PATH}>
              <Calculator aria-hidden="true" />
              {t("services.calculatorCardTitle")}
            </Link>
          </Button>
        </div>
      </div>
    </aside>
  );
}

/**
 * A service's page: breadcrumb, header, image and body, what is included, and a request card
 * (enquiry with the service as subject, WhatsApp, calculator). `cta` renders the closing band.
 */
export function ServiceDetail({
  slug,
  cta,
}: {
  slug: string;
  cta?: (service: Service) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const query = useServiceQuery(slug);
  const crumbs = useCrumbs(query.data?.title ?? "");
  if (query.isPending) return <ServiceSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 className="sr-only">{t("services.errorTitle")}</h1>
        <ErrorState
          title={t("services.errorTitle")}
          text={t("services.errorText")}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const service = query.data;
  if (!service) return <ServiceNotFound />;
  const paragraphs = toParagraphs(service.body);
  return (
    <>
      <PageHeader title={service.title} lead={service.summary} breadcrumbs={crumbs} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[2fr_1fr] lg:gap-12">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="service-overview-title">
            {service.image_url && (
              <div className="bg-muted mb-8 aspect-[8/5] overflow-hidden rounded-lg border">
                <img
                  src={service.image_url}
                  srcSet={imageSrcSet(service.image_url)}
                  sizes="(min-width: 1024px) 730px, 100vw"
                  alt=""
                  width={800}
                  height={500}
                  decoding="async"
                  className="size-full object-cover"
                />
              </div>
            )}
            <h2 id="service-overview-title" className="mb-4 text-2xl font-semibold tracking-tight">
              {t("services.overviewTitle")}
            </h2>
            <div className="max-w-3xl space-y-4" data-testid="service-body">
              {paragraphs.map((paragraph, i) => (
                <p key={i} dir="auto" className="leading-relaxed whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
          {service.features.length > 0 && (
            <section aria-labelledby="service-features-title">
              <h2
                id="service-features-title"
                className="mb-4 text-2xl font-semibold tracking-tight"
              >
                {t("services.featuresTitle")}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="service-features">
                {service.features.map((feature) => (
                  <li key={feature} className="bg-muted/40 flex gap-3 rounded-lg border p-4">
                    <CheckCircle2
                      className="text-primary mt-0.5 size-5 shrink-0"
                      aria-hidden="true"
                    />
                    <span dir="auto">{feature}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Link
            to="/services"
            className="text-primary inline-flex items-center gap-1.5 font-medium underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t("services.backToServices")}
          </Link>
        </div>
        <RequestCard service={service} />
      </div>
      {cta?.(service)}
    </>
  );
}
