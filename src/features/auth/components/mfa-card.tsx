import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Smartphone, Trash2 } from "lucide-react";
import QRCode from "qrcode";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { ErrorState } from "@/components/state-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  useFactorMutations,
  useFactorsQuery,
  type Enrolment,
  type TotpFactor,
} from "@/entities/session/auth-calls";

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "admin.mfa.codeInvalid"),
});

function errorMessage(error: unknown): string {
  return error && typeof error === "object" && "message" in error ? String(error.message) : "";
}

function EnrolPanel({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { verify } = useFactorMutations();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void QRCode.toDataURL(enrolment.uri, { margin: 1, width: 192 }).then((url) => {
      if (active) setQr(url);
    });
    return () => {
      active = false;
    };
  }, [enrolment.uri]);
  const form = useForm<z.infer<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit(({ code }) =>
    verify.mutateAsync({ factorId: enrolment.id, code }).then(
      () => {
        toast.success(t("admin.mfa.enabled"));
        onDone();
      },
      () => {
        form.setError("code", { message: "admin.mfa.codeWrong" });
      },
    ),
  );
  const codeError = form.formState.errors.code?.message;
  return (
    <div
      className="border-border flex flex-col gap-4 rounded-lg border p-4"
      data-testid="mfa-enrol"
    >
      <ol className="text-muted-foreground list-decimal space-y-1 ps-5 text-sm">
        <li>{t("admin.mfa.step1")}</li>
        <li>{t("admin.mfa.step2")}</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <div className="shrink-0 rounded-md bg-white p-2">
          {qr ? (
            <img src={qr} width={176} height={176} alt={t("admin.mfa.qrAlt")} />
          ) : (
            <Skeleton className="size-44" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{t("admin.mfa.secret")}</p>
          <code
            className="bg-muted mt-1 block rounded-md p-2 font-mono text-sm break-all"
            dir="ltr"
            data-testid="mfa-secret"
          >
            {enrolment.secret}
          </code>
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-2">
            <Label htmlFor="mfa-enrol-code">{t("admin.mfa.code")}</Label>
            <Input
              id="mfa-enrol-code"
              {...form.register("code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
              className="max-w-40 font-mono tracking-widest"
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "mfa-enrol-code-error" : undefined}
            />
            {codeError && (
              <p id="mfa-enrol-code-error" className="text-destructive text-sm">
                {t(codeError)}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="submit" disabled={verify.isPending}>
                {t("admin.mfa.verify")}
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel}>
                {t("admin.mfa.cancel")}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}

/** Two-factor sign-in for the signed-in admin: enrol a TOTP app, list and remove factors. */
/** onEnrolled: called once a new factor is verified (the session is then aal2). */
export function MfaCard({ onEnrolled }: { onEnrolled?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const factors = useFactorsQuery();
  const { enroll, remove } = useFactorMutations();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState<TotpFactor | null>(null);

  const start = () => {
    const name = `${t("admin.mfa.appName")} ${new Date().toISOString().slice(0, 16).replace("T", " ")}`;
    enroll.mutate(name, {
      onSuccess: setEnrolment,
      onError: (error) =>
        toast.error(t("admin.mfa.enrolFailed"), { description: errorMessage(error) }),
    });
  };
  const cancel = () => {
    if (enrolment) remove.mutate(enrolment.id);
    setEnrolment(null);
  };
  const verified = (factors.data ?? []).filter((f) => f.status === "verified");

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="text-primary size-5" aria-hidden="true" />
          {t("admin.mfa.title")}
        </h2>
        <CardDescription>{t("admin.mfa.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {factors.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : factors.isError ? (
          <ErrorState title={t("admin.mfa.loadFailed")} onRetry={() => void factors.refetch()} />
        ) : verified.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="mfa-none">
            {t("admin.mfa.none")}
          </p>
        ) : (
          <ul
            className="divide-border border-border divide-y rounded-lg border"
            data-testid="mfa-factors"
          >
            {verified.map((factor) => (
              <li key={factor.id} className="flex items-center justify-between gap-3 p-3">
                <span className="flex min-w-0 items-center gap-3">
                  <Smartphone
                    className="text-muted-foreground size-4 shrink-0"
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium" dir="auto">
                      {factor.friendly_name || t("admin.mfa.appName")}
                    </span>
                    <span className="text-muted-foreground block text-xs">
                      {t("admin.mfa.added", {
                        date: new Intl.DateTimeFormat(i18n.language, {
                          dateStyle: "medium",
                        }).format(new Date(factor.created_at)),
                      })}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <Badge variant="success">{t("admin.mfa.active")}</Badge>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={t("admin.mfa.remove")}
                    onClick={() => setRemoving(factor)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {enrolment ? (
          <EnrolPanel
            enrolment={enrolment}
            onDone={() => {
              setEnrolment(null);
              onEnrolled?.();
            }}
            onCancel={cancel}
          />
        ) : (
          <div>
            <Button variant="outline" onClick={start} disabled={enroll.isPending}>
              <Smartphone aria-hidden="true" />
              {t("admin.mfa.add")}
            </Button>
          </div>
        )}
      </CardContent>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent closeLabel={t("admin.mfa.cancel")}>
          <DialogHeader>
            <DialogTitle>{t("admin.mfa.removeTitle")}</DialogTitle>
            <DialogDescription>{t("admin.mfa.removeText")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t("admin.mfa.cancel")}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (!removing) return;
                remove.mutate(removing.id, {
                  onSuccess: () => toast.success(t("admin.mfa.removed")),
                  onError: (error) =>
                    toast.error(t("admin.mfa.removeFailed"), { description: errorMessage(error) }),
                  onSettled: () => setRemoving(null),
                });
              }}
            >
              {t("admin.mfa.remove")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
