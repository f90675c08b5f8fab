import { useState } from "react";
import { ArrowLeft, Mail, MessageCircle, SearchX, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { ErrorState, StateMessage } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import {
  MESSAGE_STATUSES,
  useDeleteMutation,
  useMessageQuery,
  useStatusMutation,
  type ContactMessage,
} from "@/entities/contact-message";
import { formatDateTime } from "../lib/age";
import { mailtoReply, whatsappReply } from "../lib/reply";
import { InboxFrame } from "./inbox-frame";
import { EnquiryDetails } from "./enquiry-details";
import { MessageHistory } from "./message-history";
import { StaffMailStatusFact } from "./staff-mail-status";
import { StatusBadge } from "./status-badge";

function BackLink({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-2 mb-2">
      <Link to={from?.startsWith(basePath) ? from : basePath}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t("inbox.view.back")}
      </Link>
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function DeleteMessage({ message, basePath }: { message: ContactMessage; basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteMutation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t("inbox.delete.button")}
      </Button>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("inbox.delete.title")}</DialogTitle>
          <DialogDescription>{t("inbox.delete.text", { name: message.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("inbox.delete.cancel")}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(message.id, {
                onSuccess: () => {
                  toast.success(t("inbox.delete.done"));
                  setOpen(false);
                  void navigate(basePath, { replace: true });
                },
                onError: () => toast.error(t("inbox.delete.failed")),
              })
            }
          >
            {t("inbox.delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function MessageView({
  id,
  basePath,
  title,
  canDelete,
  framed,
}: {
  id: string;
  basePath: string;
  title: string;
  canDelete: boolean;
  framed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const query = useMessageQuery(id);
  const status = useStatusMutation();

  if (query.isPending) {
    return (
      <InboxFrame framed={framed} title={title}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      </InboxFrame>
    );
  }
  if (query.isError) {
    return (
      <InboxFrame framed={framed} title={title}>
        <BackLink basePath={basePath} />
        <ErrorState title={t("inbox.view.loadError")} onRetry={() => void query.refetch()} />
      </InboxFrame>
    );
  }
  const message = query.data;
  if (!message) {
    return (
      <InboxFrame framed={framed} title={title}>
        <BackLink basePath={basePath} />
        <StateMessage icon={SearchX} title={t("inbox.view.notFound")} />
      </InboxFrame>
    );
  }

  const date = formatDateTime(message.created_at, i18n.language);
  const mailto = mailtoReply(
    message,
    t("inbox.reply.fallbackSubject"),
    t("inbox.reply.attribution", { date, name: message.name }),
  );
  const whatsapp = whatsappReply(message.phone, t("inbox.reply.greeting", { name: message.name }));

  return (
    <InboxFrame
      framed={framed}
      title={
        message.subject ??
        (message.kind === "enquiry"
          ? t("inbox.kind.enquiryTitle", { reference: message.reference })
          : t("inbox.noSubject"))
      }
      description={t("inbox.view.fromName", { name: message.name })}
      actions={canDelete ? <DeleteMessage message={message} basePath={basePath} /> : undefined}
    >
      <div className="-mt-4">
        <BackLink basePath={basePath} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {message.kind === "enquiry" && <EnquiryDetails message={message} />}
          <section aria-labelledby="message-body" className="bg-card rounded-lg border p-4 sm:p-6">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id="message-body" className="text-lg font-semibold">
                {t("inbox.view.message")}
              </h2>
              <StatusBadge status={message.status} />
            </div>
            <p
              dir="auto"
              className="text-base leading-relaxed break-words whitespace-pre-wrap"
              data-testid="message-text"
            >
              {message.message || "—"}
            </p>
          </section>
          <MessageHistory message={message} />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="message-sender" className="bg-card rounded-lg border p-4">
            <h2 id="message-sender" className="mb-2 text-lg font-semibold">
              {t("inbox.view.sender")}
            </h2>
            <dl>
              <Fact label={t("inbox.view.reference")}>
                <span dir="ltr" className="font-mono" data-testid="message-reference">
                  {message.reference}
                </span>
              </Fact>
              <Fact label={t("inbox.view.from")}>
                <span dir="auto">{message.name}</span>
              </Fact>
              <Fact label={t("inbox.view.email")}>
                <a href={`mailto:${message.email}`} className="text-primary underline" dir="ltr">
                  {message.email}
                </a>
              </Fact>
              {message.phone && (
                <Fact label={t("inbox.view.phone")}>
                  <a
                    href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}
                    dir="ltr"
                    className="text-primary underline"
                  >
                    {message.phone}
                  </a>
                </Fact>
              )}
              {message.company && (
                <Fact label={t("inbox.view.company")}>
                  <span dir="auto">{message.company}</span>
                </Fact>
              )}
              <Fact label={t("inbox.view.received")}>
                <time dateTime={message.created_at}>{date}</time>
              </Fact>
              <Fact label={t("inbox.view.updated")}>
                <time dateTime={message.updated_at}>
                  {formatDateTime(message.updated_at, i18n.language)}
                </time>
              </Fact>
              <Fact label={t("inbox.staffMail.label")}>
                <StaffMailStatusFact messageId={message.id} />
              </Fact>
            </dl>
          </section>
          <section aria-labelledby="message-status" className="bg-card rounded-lg border p-4">
            <h2 id="message-status" className="mb-1 text-lg font-semibold">
              {t("inbox.view.workflow")}
            </h2>
            <p className="mb-3 text-sm" data-testid="message-status">
              <StatusBadge status={message.status} />
            </p>
            <div role="group" aria-label={t("inbox.view.changeStatus")} className="grid gap-2">
              {MESSAGE_STATUSES.filter((s) => s !== message.status).map((s) => (
                <Button
                  key={s}
                  variant="outline"
                  className="justify-start"
                  disabled={status.isPending}
                  onClick={() =>
                    status.mutate(
                      { id: message.id, status: s },
                      {
                        onSuccess: () =>
                          toast.success(
                            t("inbox.view.statusChanged", { status: t(`inbox.status.${s}`) }),
                          ),
                        onError: () => toast.error(t("inbox.view.statusFailed")),
                      },
                    )
                  }
                >
                  {t("inbox.view.moveTo", { status: t(`inbox.status.${s}`) })}
                </Button>
              ))}
            </div>
            <p className="text-muted-foreground mt-3 text-xs">{t("inbox.view.spamHint")}</p>
          </section>
          <section aria-labelledby="message-reply" className="bg-card rounded-lg border p-4">
            <h2 id="message-reply" className="mb-3 text-lg font-semibold">
              {t("inbox.reply.title")}
            </h2>
            <div className="grid gap-2">
              <Button asChild>
                <a href={mailto} data-testid="reply-email">
                  <Mail aria-hidden="true" />
                  {t("inbox.reply.email")}
                </a>
              </Button>
              {whatsapp ? (
                <Button asChild variant="outline">
                  <a
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="reply-whatsapp"
                  >
                    <MessageCircle aria-hidden="true" />
                    {t("inbox.reply.whatsapp")}
                  </a>
                </Button>
              ) : (
                <p className="text-muted-foreground text-sm">{t("inbox.reply.noPhone")}</p>
              )}
            </div>
          </section>
        </aside>
      </div>
    </InboxFrame>
  );
}
