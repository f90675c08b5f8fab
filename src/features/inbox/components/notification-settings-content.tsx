import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSalesEmailsQuery, useSaveSalesEmails } from "@/entities/staff-notification-settings";
// zod's schema loads with this dialog, not with the inbox.
import {
  SALES_EMAILS_MAX,
  salesEmailsSchema,
  splitAddresses,
} from "@/entities/staff-notification-settings/limits";

function AddressesForm({ initial, onDone }: { initial: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSalesEmails();
  const [text, setText] = useState(initial.join("\n"));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = salesEmailsSchema.safeParse(splitAddresses(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const address = typeof issue.path[0] === "number" ? splitAddresses(text)[issue.path[0]] : "";
      setError(t(issue.message, { address, max: SALES_EMAILS_MAX }));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("inbox.notifications.saved"));
        onDone();
      },
      onError: () => setError(t("inbox.notifications.failed")),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor="sales-emails">{t("inbox.notifications.label")}</Label>
      <Textarea
        id="sales-emails"
        dir="ltr"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="sales-emails-hint sales-emails-error"
        placeholder="sales@example.com"
      />
      <p id="sales-emails-hint" className="text-muted-foreground text-xs">
        {t("inbox.notifications.hint")}
      </p>
      <p id="sales-emails-error" role="alert" className="text-destructive text-sm">
        {error}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("inbox.notifications.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("inbox.notifications.saving") : t("inbox.notifications.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The dialog's body: who is e-mailed now, and the form to change it. */
export default function NotificationSettingsContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const query = useSalesEmailsQuery(true);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("inbox.notifications.title")}</DialogTitle>
        <DialogDescription>
          {t("inbox.notifications.description", { max: SALES_EMAILS_MAX })}
        </DialogDescription>
      </DialogHeader>
      {query.isPending ? (
        <p className="text-muted-foreground text-sm">{t("inbox.notifications.loading")}</p>
      ) : query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t("inbox.notifications.loadError")}
        </p>
      ) : (
        <AddressesForm initial={query.data} onDone={onDone} />
      )}
    </>
  );
}
