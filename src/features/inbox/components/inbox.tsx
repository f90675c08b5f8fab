import { useState } from "react";
import { Download, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { toast } from "sonner";
import { useListState } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/entities/session";
import { getAllMessages } from "@/entities/contact-message";
import { EXPORT_COLUMNS } from "../lib/export";
import { INBOX_FILTER_PARAMS, parseInboxFilters, type InboxFilters } from "../lib/url-state";
import { InboxFiltersBar } from "./inbox-filters";
import { InboxFrame } from "./inbox-frame";
import { MessageList } from "./message-list";
import { MessageView } from "./message-view";
import { NotificationSettings } from "./notification-settings";

const LIST = { filters: INBOX_FILTER_PARAMS };

function ExportButton({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // papaparse loads on the first export, not with the inbox.
      const [rows, { downloadCsv, toCsv }] = await Promise.all([
        getAllMessages(filters),
        import("@/lib/csv"),
      ]);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${t("inbox.export.filename")}-${stamp}.csv`, toCsv(rows, EXPORT_COLUMNS));
      toast.success(t("inbox.export.done", { count: rows.length }));
    } catch {
      toast.error(t("inbox.export.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      {busy ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {busy ? t("inbox.export.working") : t("inbox.export.button")}
    </Button>
  );
}

/**
 * The contact inbox, at /admin/contact and /support/agent: the filtered list (state in the URL)
 * or, under basePath/:id, one message. Delete is offered to admins only, as the policies allow.
 */
export function Inbox({
  basePath,
  title,
  framed = true,
}: {
  basePath: string;
  title?: string;
  /** false inside a page that has its own frame and h1 (the support desk): headings become h2. */
  framed?: boolean;
}) {
  const { t } = useTranslation();
  const { id } = useParams();
  const list = useListState(LIST);
  const { profile } = useAuth();
  const isAdmin = profile?.role === "admin";
  const canDelete = isAdmin;
  const filters = parseInboxFilters(list.params);
  const heading = title ?? t("inbox.title");

  if (id) {
    return (
      <MessageView
        id={id}
        basePath={basePath}
        title={heading}
        canDelete={canDelete}
        framed={framed}
      />
    );
  }

  return (
    <InboxFrame
      framed={framed}
      title={heading}
      description={t("inbox.description")}
      actions={
        <>
          {isAdmin && <NotificationSettings />}
          <ExportButton filters={filters} />
        </>
      }
    >
      <InboxFiltersBar filters={filters} list={list} />
      <MessageList basePath={basePath} filters={filters} list={list} />
    </InboxFrame>
  );
}
