import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { contactMessageKeys } from "./keys";
import type { ContactMessageValues } from "./limits";

/** Why a message was not stored: the database's rate limit, or anything else. */
export class ContactSubmitError extends Error {
  constructor(
    readonly kind: "rate-limited" | "failed",
    message: string,
  ) {
    super(message);
  }
}

const RATE_LIMITED = "PT429";

/**
 * Sends the form through submit_contact_message. A filled honeypot pretends success without
 * sending; an empty one is not sent at all.
 */
export async function submitContactMessage(values: ContactMessageValues): Promise<void> {
  if (values.website.trim()) return;
  const { error } = await supabase.rpc("submit_contact_message", {
    name_param: values.name,
    email_param: values.email,
    message_param: values.message,
    ...(values.phone ? { phone_param: values.phone } : {}),
    ...(values.company ? { company_param: values.company } : {}),
    ...(values.subject ? { subject_param: values.subject } : {}),
  });
  if (error) {
    throw new ContactSubmitError(
      error.code === RATE_LIMITED ? "rate-limited" : "failed",
      error.message,
    );
  }
}

export function useSubmitContactMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitContactMessage,
    retry: false,
    // A signed-in admin who writes through the public form sees it in the inbox at once.
    onSuccess: () => client.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
