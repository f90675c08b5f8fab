import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/state-message";
import { useContactDetailsQuery } from "@/entities/site-settings";
import { socialLabel } from "../lib/social";

/** Beside the form: address, phones, e-mails, hours and social links from the database. */
export function ContactDetails() {
  const { t } = useTranslation();
  const query = useContactDetailsQuery();

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState title={t("contact.detailsError")} onRetry={() => void query.refetch()} />;
  }
  const d = query.data;
  if (!d) return null;

  return (
    <div className="space-y-6" data-testid="contact-details">
      <h2 className="text-2xl font-semibold">{t("contact.infoTitle")}</h2>
      <div className="space-y-5">
        {d.address.length > 0 && (
          <Item icon={MapPin} label={t("contact.address")}>
            <address className="not-italic">
              <span className="block font-medium">{d.companyName}</span>
              {d.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Item>
        )}
        {d.phones.length > 0 && (
          <Item icon={Phone} label={t("contact.callUs")}>
            <ul className="space-y-1">
              {d.phones.map((phone) => (
                <li key={phone}>
                  <a
                    href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                    className="text-primary font-medium underline-offset-4 hover:underline"
                    dir="ltr"
                  >
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </Item>
        )}
        {d.emails.length > 0 && (
          <Item icon={Mail} label={t("contact.emailUs")}>
            <ul className="space-y-1">
              {d.emails.map((email) => (
                <li key={email}>
                  <a
                    href={`mailto:${email}`}
                    className="text-primary font-medium break-all underline-offset-4 hover:underline"
                  >
                    {email}
                  </a>
                </li>
              ))}
            </ul>
          </Item>
        )}
        {d.businessHours && (
          <Item icon={Clock} label={t("contact.hours")}>
            <p>{d.businessHours}</p>
          </Item>
        )}
      </div>
      {d.social.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold">{t("contact.followUs")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {d.social.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:bg-accent inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium"
                >
                  {socialLabel(link.platform)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Item({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-full">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="text-muted-foreground text-sm font-normal">{label}</h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </div>
  );
}
