import type { TFunction } from "i18next";

/** The scaffolding's texts (already translated); each form keeps its own keys. */
export interface FormScaffoldTexts {
  save: string;
  saving: string;
  unsaved: string;
  cancel: string;
  reset: string;
  staleTitle?: string;
  staleText: string;
  staleReload: string;
  leaveTitle: string;
  leaveText: string;
  leaveConfirm: string;
  leaveStay: string;
}

/** The content forms' texts (cms.*, common.*): the default. */
export function contentFormTexts(t: TFunction): FormScaffoldTexts {
  return {
    save: t("common.save"),
    saving: t("common.saving"),
    unsaved: t("cms.form.unsaved"),
    cancel: t("common.cancel"),
    reset: t("common.cancel"),
    staleTitle: t("cms.stale.title"),
    staleText: t("cms.stale.text"),
    staleReload: t("cms.stale.reload"),
    leaveTitle: t("cms.leave.title"),
    leaveText: t("cms.leave.text"),
    leaveConfirm: t("cms.leave.confirm"),
    leaveStay: t("common.cancel"),
  };
}
