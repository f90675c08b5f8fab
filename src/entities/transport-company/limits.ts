import { z } from "zod";
import {
  labelList,
  optionalEmail,
  optionalHttpUrl,
  optionalText,
  phoneList,
  requiredText,
} from "@/lib/limits/fields";

/**
 * public.transport_companies' CHECKs (supabase/tests/content-limits.test.ts holds them against
 * the database).
 */
export const TRANSPORT_COMPANY_TEXT_MAX = {
  name: 160,
  contact_person: 120,
  address: 500,
  city: 100,
  state: 100,
} as const;
export const TRANSPORT_COMPANY_LABEL_MAX = { service_areas: 100, vehicle_types: 60 } as const;

const T = TRANSPORT_COMPANY_TEXT_MAX;

export const transportCompanyLimits = z.object({
  name: requiredText(T.name),
  contact_person: optionalText(T.contact_person),
  phones: phoneList,
  email: optionalEmail,
  website: optionalHttpUrl,
  address: optionalText(T.address),
  city: requiredText(T.city),
  state: requiredText(T.state),
  service_areas: labelList(TRANSPORT_COMPANY_LABEL_MAX.service_areas),
  vehicle_types: labelList(TRANSPORT_COMPANY_LABEL_MAX.vehicle_types),
  is_verified: z.boolean(),
  is_active: z.boolean(),
});
