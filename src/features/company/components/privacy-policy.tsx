import * as React from "react";
import { Cookie } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { openCookieSettings } from "@/lib/cookie-settings";
import { addressLines, useSiteSettingsQuery } from "@/entities/site-settings";
import { POLICY_SECTIONS, POLICY_UPDATED, type PolicySection } from "../lib/policy";
import "../english-strings";

const COOKIE_CATEGORIES = ["necessary", "analytics", "marketing", "personalization"] as const;

function Paragraphs({
  keys,
  section,
  values,
}: {
  keys: readonly string[];
  section: string;
  values: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {keys.map((key) => (
        <p key={key} className="leading-relaxed">
          {t(`privacy.${section}.${key}`, values)}
        </p>
      ))}
    </>
  );
}

function PolicyBlock({
  section,
  values,
}: {
  section: PolicySection;
  values: Record<string, string>;
}) {
  const { t } = useTranslation();
  const titleId = `privacy-${section.id}`;
  return (
    <section aria-labelledby={titleId} className="scroll-mt-24 space-y-4">
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
        {t(`privacy.${section.id}.title`)}
      </h2>
      <Paragraphs keys={section.paragraphs} section={section.id} values={values} />
      {section.items && (
        <ul className="list-disc space-y-2 ps-6">
          {section.items.map((key) => (
            <li key={key} className="leading-relaxed">
              {t(`privacy.${section.id}.${key}`, values)}
            </li>
          ))}
        </ul>
      )}
      {section.id === "cookies" && (
        <>
          <dl className="divide-y rounded-lg border" data-testid="privacy-cookie-categories">
            {COOKIE_CATEGORIES.map((category) => (
              <div key={category} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold">{t(`consent.${category}`)}</dt>
                <dd className="text-muted-foreground leading-relaxed">
                  {t(`privacy.cookies.${category}`)}
                </dd>
              </div>
            ))}
          </dl>
          <Paragraphs keys={section.after ?? []} section={section.id} values={values} />
          <Button type="button" variant="outline" onClick={() => openCookieSettings()}>
            <Cookie aria-hidden="true" />
            {t("privacy.cookies.openSettings")}
          </Button>
        </>
      )}
    </section>
  );
}

/** /privacy-policy: what this site stores and why, with the company's details from site_settings. */
export function PrivacyPolicy() {
  const { t, i18n } = useTranslation();
  const { data: site, isPending } = useSiteSettingsQuery();
  const company = site?.company_name ?? t("common.companyName");
  const address = site ? addressLines(site) : [];
  const email = site?.emails[0] ?? "";
  const values: Record<string, string> = {
    company,
    address: address.join(", "),
    email: email || t("privacy.contactPage"),
  };
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
    new Date(`${POLICY_UPDATED}T00:00:00Z`),
  );
  return (
    <>
      <PageHeader
        title={t("privacy.title")}
        lead={t("privacy.lead")}
        breadcrumbs={[{ label: t("nav.home"), to: "/" }, { label: t("privacy.title") }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[14rem_1fr]">
        <nav aria-labelledby="privacy-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="privacy-toc-title"
            className="text-muted-foreground mb-3 text-sm font-semibold tracking-wide uppercase"
          >
            {t("privacy.contents")}
          </h2>
          <ol className="space-y-1.5 text-sm">
            {POLICY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#privacy-${section.id}`}
                  className="text-muted-foreground hover:text-foreground underline-offset-4 hover:underline"
                >
                  {t(`privacy.${section.id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl min-w-0 space-y-12">
          <div className="space-y-4">
            <p className="text-muted-foreground text-sm">
              {t("privacy.lastUpdated", { date: updated })}
            </p>
            <p className="text-lg leading-relaxed">{t("privacy.intro")}</p>
          </div>
          {POLICY_SECTIONS.map((section) => (
            <React.Fragment key={section.id}>
              <PolicyBlock section={section} values={values} />
            </React.Fragment>
          ))}
          <section
            aria-labelledby="privacy-contact-details"
            className="bg-muted/40 rounded-lg border p-4 sm:p-6"
          >
            <h2 id="privacy-contact-details" className="text-lg font-semibold">
              {t("privacy.controllerTitle")}
            </h2>
            {isPending ? (
              <div className="mt-3 space-y-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-5 w-1/2" />
              </div>
            ) : (
              <address className="mt-3 space-y-1 not-italic" data-testid="privacy-contact">
                <p className="font-semibold">{company}</p>
                {address.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                {email && (
                  <p>
                    {t("common.email")}:{" "}
                    <a
                      href={`mailto:${email}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {email}
                    </a>
                  </p>
                )}
                {site?.phones[0] && (
                  <p>
                    {t("common.phone")}:{" "}
                    <a
                      href={`tel:${site.phones[0].replace(/[^\d+]/g, "")}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      <bdi>{site.phones[0]}</bdi>
                    </a>
                  </p>
                )}
                <p className="pt-2">
                  <Link to="/contact" className="text-primary underline-offset-4 hover:underline">
                    {t("privacy.contactPage")}
                  </Link>
                </p>
              </address>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
