import { Calculator, ClipboardList, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";

/** No lines yet: where they come from (the catalogue, the calculator). */
export function EnquiryEmpty() {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={ClipboardList}
      title={t("enquiry.empty.title")}
      text={t("enquiry.empty.text")}
      action={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/products">
              <Package aria-hidden="true" />
              {t("enquiry.empty.products")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/services/waterproofing-calculator">
              <Calculator aria-hidden="true" />
              {t("enquiry.empty.calculator")}
            </Link>
          </Button>
        </div>
      }
    />
  );
}
