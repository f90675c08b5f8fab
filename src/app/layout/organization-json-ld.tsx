import { JsonLd, useAbsoluteUrl, usePageLanguage } from "@/components/json-ld";
import { shareImagePath } from "@/features/seo";
import type { SiteSettings } from "@/entities/site-settings";
import type { SocialLink } from "@/entities/social-link";
import { organizationLd } from "@/lib/json-ld";
import { siteOrigin } from "@/lib/site-origin";

const LOGO = "/images/logo.svg";

/** The address of a given kind (sales@, support@...), else the first one. */
function pick(list: string[], localPart: string): string | undefined {
  return list.find((v) => v.toLowerCase().startsWith(`${localPart}@`)) ?? list[0];
}

/** The company for search engines, on every public page (the footer shows the same facts). */
export function OrganizationJsonLd({
  company,
  site,
  social,
}: {
  company: string;
  site: SiteSettings | null | undefined;
  social: SocialLink[];
}) {
  const absoluteUrl = useAbsoluteUrl();
  const language = usePageLanguage();
  if (!site) return null;
  const street = [site.address_line1, site.address_line2].filter(Boolean).join(", ");
  return (
    <JsonLd
      data={organizationLd({
        name: company,
        url: absoluteUrl("/"),
        logo: `${siteOrigin()}${shareImagePath(LOGO)}`,
        description: site.tagline,
        address: {
          streetAddress: street,
          addressLocality: site.city,
          addressRegion: site.state,
          postalCode: site.postal_code,
          addressCountry: site.country,
        },
        contactPoints: [
          { contactType: "sales", telephone: site.phones[0], email: pick(site.emails, "sales") },
          {
            contactType: "customer support",
            telephone: site.phones[1] ?? site.phones[0],
            email: pick(site.emails, "support"),
          },
        ],
        sameAs: social.map((link) => link.url),
        inLanguage: language,
      })}
    />
  );
}
