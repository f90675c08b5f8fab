import { useSyncExternalStore } from "react";
import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
// The storage key and a loose count only: the store (and zod) load with the list's own pages.
import {
  ENQUIRY_LIST_EVENT,
  ENQUIRY_LIST_STORAGE_KEY,
  peekEnquiryCount,
} from "@/entities/enquiry-list/storage-key";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ENQUIRY_LIST_STORAGE_KEY) onChange();
  };
  window.addEventListener(ENQUIRY_LIST_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(ENQUIRY_LIST_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const readCount = () => {
  try {
    return peekEnquiryCount(window.localStorage);
  } catch {
    return 0;
  }
};

/** The header's link to /enquiry with the number of lines; nothing while the list is empty. */
export default function EnquiryBadge() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  if (count === 0) return null;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/enquiry" aria-label={t("nav.enquiryList", { count })} data-testid="enquiry-badge">
        <ClipboardList aria-hidden="true" />
        <span
          aria-hidden="true"
          className="bg-primary text-primary-foreground absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs leading-none font-semibold"
        >
          {count}
        </span>
      </Link>
    </Button>
  );
}
