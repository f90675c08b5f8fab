import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components/ui/skeleton";
import { useEnquiryList } from "@/entities/enquiry-list";
import "../english-strings";
import { useHydrated } from "../lib/use-hydrated";
import { EnquiryEmpty } from "./enquiry-empty";
import { EnquiryForm } from "./enquiry-form";
import { EnquiryLines } from "./enquiry-lines";
import { EnquirySent } from "./enquiry-sent";

/**
 * /enquiry: the visitor's list (from this device's storage), the project and the sender, sent as
 * one enquiry. Prerendered as an empty shell: the list appears once the page runs.
 */
export function EnquiryView() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const lines = useEnquiryList();
  const [sent, setSent] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const onValidityChange = useCallback((id: string, valid: boolean) => {
    setInvalid((current) => {
      if (valid === !current.has(id)) return current;
      const next = new Set(current);
      if (valid) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  if (sent) return <EnquirySent reference={sent} onNewList={() => setSent(null)} />;
  if (!hydrated) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">{t("common.loading")}</span>
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  if (lines.length === 0) return <EnquiryEmpty />;
  return (
    <div className="grid gap-10">
      <div className="print:hidden">
        <EnquiryLines lines={lines} onValidityChange={onValidityChange} />
      </div>
      <EnquiryForm
        lines={lines}
        linesValid={lines.every((line) => !invalid.has(line.id))}
        onSent={setSent}
      />
    </div>
  );
}
