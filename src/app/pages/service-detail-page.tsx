import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { CtaBand } from "@/features/home";
import { ServiceDetail } from "@/features/services";

export function ServiceDetailPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <ServiceDetail
      key={slug}
      slug={slug}
      cta={(service) => (
        <CtaBand
          subject={service.title}
          whatsappMessage={t("services.whatsappMessage", { service: service.title })}
        />
      )}
    />
  );
}
