import { useId, useState } from "react";
import { CircleDot, Inbox as InboxIcon, StickyNote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ErrorState } from "@/components/state-message";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useHistoryQuery, useNoteMutation, type ContactMessage } from "@/entities/contact-message";
import { formatDateTime } from "../lib/age";

const NOTE_MAX = 2000;

/** The message's timeline (received, status changes, notes) and the note form. */
export function MessageHistory({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const history = useHistoryQuery(message.id);
  const addNote = useNoteMutation();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = note.trim();
    if (!text) return setError(t("inbox.history.noteRequired"));
    if (text.length > NOTE_MAX) return setError(t("inbox.history.noteTooLong"));
    setError(null);
    addNote.mutate(
      { id: message.id, note: text },
      {
        onSuccess: () => {
          setNote("");
          toast.success(t("inbox.history.noteSaved"));
        },
        onError: () => toast.error(t("inbox.history.noteFailed")),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="bg-card rounded-lg border p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {t("inbox.history.title")}
      </h2>
      {history.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : history.isError ? (
        <ErrorState title={t("inbox.history.loadError")} onRetry={() => void history.refetch()} />
      ) : (
        <ol className="border-border ms-2 space-y-4 border-s ps-5" data-testid="message-history">
          <li className="relative">
            <InboxIcon
              className="bg-card text-muted-foreground absolute -start-[1.95rem] top-0.5 size-5 p-0.5"
              aria-hidden="true"
            />
            <p className="text-sm">{t("inbox.history.received")}</p>
            <time className="text-muted-foreground text-xs" dateTime={message.created_at}>
              {formatDateTime(message.created_at, i18n.language)}
            </time>
          </li>
          {history.data.map((event) => {
            const actor = event.actor_name ?? t("inbox.history.someone");
            return (
              <li key={event.id} className="relative" data-kind={event.kind}>
                {event.kind === "note" ? (
                  <StickyNote
                    className="bg-card absolute -start-[1.95rem] top-0.5 size-5 p-0.5 text-amber-600"
                    aria-hidden="true"
                  />
                ) : (
                  <CircleDot
                    className="bg-card text-primary absolute -start-[1.95rem] top-0.5 size-5 p-0.5"
                    aria-hidden="true"
                  />
                )}
                <p className="text-sm">
                  {event.kind === "note"
                    ? t("inbox.history.note", { actor })
                    : t("inbox.history.status", {
                        actor,
                        from: event.from_status ? t(`inbox.status.${event.from_status}`) : "—",
                        to: event.to_status ? t(`inbox.status.${event.to_status}`) : "—",
                      })}
                </p>
                {event.note && (
                  <p
                    dir="auto"
                    className="bg-muted mt-1.5 rounded-md p-3 text-sm whitespace-pre-wrap"
                  >
                    {event.note}
                  </p>
                )}
                <time className="text-muted-foreground text-xs" dateTime={event.created_at}>
                  {formatDateTime(event.created_at, i18n.language)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={submit} className="mt-6 space-y-2" noValidate>
        <Label htmlFor={`${id}-note`}>{t("inbox.history.addNote")}</Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          dir="auto"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t("inbox.history.notePlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note-help`}
        />
        <p
          id={`${id}-note-help`}
          className={error ? "text-destructive text-sm" : "text-muted-foreground text-sm"}
        >
          {error ?? t("inbox.history.noteHelp")}
        </p>
        <Button type="submit" disabled={addNote.isPending}>
          {t("inbox.history.saveNote")}
        </Button>
      </form>
    </section>
  );
}
