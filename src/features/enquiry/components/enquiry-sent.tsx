import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** The enquiry is stored: its reference, to quote, and a way to start again. */
export function EnquirySent({
  reference,
  onNewList,
}: {
  reference: string;
  onNewList: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-emerald-600/40 bg-emerald-600/5 px-4 py-12 text-center"
      data-testid="enquiry-sent"
    >
      <CheckCircle2 className="size-10 text-emerald-600 dark:text-emerald-500" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t("enquiry.sent.title")}
      </h2>
      <p className="text-muted-foreground max-w-md">{t("enquiry.sent.text")}</p>
      <p
        className="bg-background rounded-md border px-4 py-2 font-mono text-2xl font-semibold tracking-wide"
        data-testid="enquiry-reference"
        dir="ltr"
      >
        {reference}
      </p>
      <Button variant="outline" onClick={onNewList}>
        {t("enquiry.sent.newList")}
      </Button>
    </div>
  );
}
