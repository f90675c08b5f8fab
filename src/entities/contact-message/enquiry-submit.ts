import { useMutation, useQueryClient } from "@tanstack/react-query";
import { publicDb as supabase } from "@/integrations/supabase/public-db";
import { contactMessageKeys } from "./keys";
import type { EnquiryLineValues, EnquiryProjectValues, EnquirySenderValues } from "./limits";
import { ContactSubmitError } from "./submit";

export interface EnquirySubmission {
  sender: EnquirySenderValues;
  project: EnquiryProjectValues;
  lines: EnquiryLineValues[];
}

/** Why an enquiry was refused: the throttle, one line (1-based), or anything else. */
export class EnquirySubmitError extends ContactSubmitError {
  constructor(
    kind: ContactSubmitError["kind"],
    message: string,
    /** The refused line's number, when the database named one. */
    readonly line: number | null = null,
  ) {
    super(kind, message);
  }
}

const RATE_LIMITED = "PT429";

const optional = (key: string, value: string) => (value ? { [key]: value } : {});

/**
 * Sends the list through submit_enquiry and returns the reference the visitor can quote. A filled
 * honeypot is sent too: the database answers it with a made-up reference and stores nothing.
 */
export async function submitEnquiry({
  sender,
  project,
  lines,
}: EnquirySubmission): Promise<string> {
  const { data, error } = await supabase.rpc("submit_enquiry", {
    name_param: sender.name,
    email_param: sender.email,
    lines_param: lines,
    ...optional("message_param", sender.message),
    ...optional("phone_param", sender.phone),
    ...optional("company_param", sender.company),
    ...optional("site_city_param", project.siteCity),
    ...optional("site_state_param", project.siteState),
    ...optional("site_country_param", project.siteCountry),
    ...optional("destination_port_param", project.destinationPort),
    ...optional("work_start_param", project.workStart),
    ...optional("building_kind_param", project.buildingKind),
    ...optional("honeypot_param", sender.website.trim()),
  });
  if (error) {
    const line = /^line (\d+)$/.exec(error.details ?? "");
    throw new EnquirySubmitError(
      error.code === RATE_LIMITED ? "rate-limited" : "failed",
      error.message,
      line ? Number(line[1]) : null,
    );
  }
  return data;
}

export function useSubmitEnquiryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitEnquiry,
    retry: false,
    // A signed-in admin who sends an enquiry sees it in the inbox at once.
    onSuccess: () => client.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
