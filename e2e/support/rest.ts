import type { APIRequestContext } from "@playwright/test";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../local-supabase/src/config";
import { E2E_ORIGIN } from "./ports";

const headers = {
  apikey: DEFAULT_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`,
  "Content-Type": "application/json",
  Prefer: "return=representation",
};

/** A REST call with the service key (bypasses RLS), failing loudly on any error answer. */
export async function rest<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`${E2E_ORIGIN}/rest/v1/${path}`, {
    method,
    headers,
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function setProtection(request: APIRequestContext, enabled: boolean): Promise<void> {
  const rows = await rest<unknown[]>(request, "GET", "site_settings?select=id");
  if (rows.length === 0) {
    await rest(request, "POST", "site_settings", {
      id: 1,
      company_name: "Jalraksha Building Solutions",
      protection_enabled: enabled,
    });
    return;
  }
  await rest(request, "PATCH", "site_settings?id=eq.1", { protection_enabled: enabled });
}

export interface WhatsAppRow {
  id: string;
  phone_number: string;
  business_name: string;
  welcome_message: string;
  custom_message: string | null;
  position: string;
}

/** The active WhatsApp record, created for the test when the seed has none. */
export async function ensureActiveWhatsApp(
  request: APIRequestContext,
): Promise<{ row: WhatsAppRow; created: boolean }> {
  const rows = await rest<WhatsAppRow[]>(
    request,
    "GET",
    "whatsapp_settings?select=*&is_active=eq.true",
  );
  if (rows[0]) return { row: rows[0], created: false };
  const [row] = await rest<WhatsAppRow[]>(request, "POST", "whatsapp_settings", {
    is_active: true,
    phone_number: "+91 98765 43210",
    business_name: "Jalraksha Support",
    welcome_message: "Hello! How can we help you?",
    show_availability: true,
    availability_hours: { start: "00:00", end: "23:59" },
    auto_replies: [{ trigger: "Price", response: "Please share your area in square metres" }],
  });
  return { row: row!, created: true };
}

export async function deleteWhatsApp(request: APIRequestContext, id: string): Promise<void> {
  await rest(request, "DELETE", `whatsapp_settings?id=eq.${id}`);
}
