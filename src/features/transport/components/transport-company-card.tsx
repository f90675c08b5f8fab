import { BadgeCheck, Globe, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/whatsapp-icon";
import { whatsappLink } from "@/entities/whatsapp-settings";
import type { TransportCompany } from "@/entities/transport-company";
import { telHref } from "../lib/filters";

export function TransportCompanyCard({ company }: { company: TransportCompany }) {
  const { t } = useTranslation();
  const phone = company.phones[0];
  return (
    <article
      className="bg-card flex h-full flex-col gap-4 rounded-lg border p-4 sm:p-6"
      data-testid="transport-company"
    >
      <header className="space-y-1.5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-semibold">{company.name}</h3>
          {company.is_verified && (
            <Badge variant="success" className="shrink-0 gap-1 bg-emerald-700">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t("transport.verified")}
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {t("transport.cityState", { city: company.city, state: company.state })}
        </p>
        {company.contact_person && (
          <p className="text-muted-foreground text-sm">
            {t("transport.contactPerson", { name: company.contact_person })}
          </p>
        )}
      </header>

      <dl className="space-y-3 text-sm">
        {company.service_areas.length > 0 && (
          <div>
            <dt className="font-medium">{t("transport.serviceAreas")}</dt>
            <dd className="text-muted-foreground mt-0.5">{company.service_areas.join(" · ")}</dd>
          </div>
        )}
        {company.vehicle_types.length > 0 && (
          <div>
            <dt className="font-medium">{t("transport.vehicleTypes")}</dt>
            <dd className="mt-1.5">
              <ul className="flex flex-wrap gap-1.5">
                {company.vehicle_types.map((v) => (
                  <li key={v}>
                    <Badge variant="outline" className="font-medium">
                      {v}
                    </Badge>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {phone && (
          <Button asChild size="sm">
            <a
              href={telHref(phone)}
              aria-label={t("transport.callCompany", { name: company.name, phone })}
            >
              <Phone aria-hidden="true" />
              {t("transport.call")}
            </a>
          </Button>
        )}
        {phone && (
          <Button asChild size="sm" variant="outline">
            <a
              href={whatsappLink(phone, t("transport.whatsappMessage", { name: company.name }))}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("transport.whatsappCompany", { name: company.name })}
              data-testid="transport-whatsapp"
            >
              <WhatsAppIcon />
              {t("transport.whatsapp")}
            </a>
          </Button>
        )}
        {company.email && (
          <Button asChild size="sm" variant="outline">
            <a
              href={`mailto:${company.email}`}
              aria-label={t("transport.emailCompany", { name: company.name })}
            >
              <Mail aria-hidden="true" />
              {t("transport.email")}
            </a>
          </Button>
        )}
        {company.website && (
          <Button asChild size="sm" variant="ghost">
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("transport.websiteCompany", { name: company.name })}
            >
              <Globe aria-hidden="true" />
              {t("transport.website")}
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
