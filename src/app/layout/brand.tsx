import { Droplets } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteSettingsQuery } from "@/entities/site-settings";

export function useCompanyName(): string {
  const { t } = useTranslation();
  const { data } = useSiteSettingsQuery();
  return data?.company_name ?? t("common.companyName");
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const name = useCompanyName();
  return (
    <Link to="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2 font-bold">
      <span className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-lg">
        <Droplets className="size-5" aria-hidden="true" />
      </span>
      {/* dir="auto": a Latin company name on an Arabic page truncates at its end, not its start. */}
      <span dir="auto" className="truncate text-base sm:text-lg">
        {name}
      </span>
    </Link>
  );
}
