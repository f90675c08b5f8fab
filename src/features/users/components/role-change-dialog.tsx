import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
import { useRoleMutation } from "@/entities/profile";
import { errorText, roleErrorKey } from "../lib/role-error";
import type { PendingChange } from "./role-actions";

/** Confirms a role change, then makes it and reports the outcome. */
export function RoleChangeDialog({
  pending,
  onDone,
}: {
  pending: PendingChange | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useRoleMutation();

  const confirm = () => {
    if (!pending) return;
    const change = pending;
    mutation.mutate(change, {
      onSuccess: () => {
        toast.success(
          t(change.grant ? "admin.users.granted" : "admin.users.revoked", {
            role: t(`admin.users.role.${change.role}`),
            email: change.email,
          }),
        );
        onDone();
      },
      onError: (error) => {
        const key = roleErrorKey(error);
        toast.error(t("admin.users.errors.title"), {
          description: key ? t(key) : errorText(error) || t("admin.users.errors.unknown"),
        });
        onDone();
      },
    });
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent closeLabel={t("admin.users.cancel")}>
        <DialogHeader>
          <DialogTitle>
            {pending &&
              t(
                pending.grant ? "admin.users.confirmGrantTitle" : "admin.users.confirmRevokeTitle",
                { role: t(`admin.users.role.${pending.role}`) },
              )}
          </DialogTitle>
          <DialogDescription>
            {pending &&
              t(
                pending.grant
                  ? `admin.users.confirmGrant.${pending.role}`
                  : `admin.users.confirmRevoke.${pending.role}`,
                { email: pending.email },
              )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("admin.users.cancel")}</Button>
          </DialogClose>
          <Button
            variant={pending?.grant ? "default" : "destructive"}
            disabled={mutation.isPending}
            onClick={confirm}
          >
            {pending?.grant
              ? t("admin.users.confirmGrantAction")
              : t("admin.users.confirmRevokeAction")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
