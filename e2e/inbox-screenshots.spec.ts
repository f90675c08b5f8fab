import { randomInt } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import AxeBuilder from "@axe-core/playwright";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { ensureActiveWhatsApp, rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";
import { applyVariant, TABLET } from "./support/variants";

/**
 * The inbox, WhatsApp settings and analytics pages in light and dark, English and Arabic, at
 * tablet and desktop widths (saved under screenshots/inbox/ for review), each checked with axe.
 */
const LOOKS = [
  { name: "light-en-desktop", scheme: "light", lng: "en", size: { width: 1280, height: 900 } },
  { name: "dark-en-tablet", scheme: "dark", lng: "en", size: TABLET },
  { name: "light-ar-tablet", scheme: "light", lng: "ar", size: TABLET },
  { name: "dark-ar-desktop", scheme: "dark", lng: "ar", size: { width: 1280, height: 900 } },
] as const;

let messageId = "";

test.beforeAll(async ({ request }) => {
  await ensureActiveWhatsApp(request);
  const response = await request.post(`${E2E_ORIGIN}/rest/v1/rpc/submit_contact_message`, {
    headers: {
      apikey: DEFAULT_ANON_KEY,
      Authorization: `Bearer ${DEFAULT_ANON_KEY}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": `192.0.2.${randomInt(1, 255)}`,
    },
    data: {
      name_param: "Meera Iyer",
      email_param: `meera-${randomInt(1e9)}@example.com`,
      phone_param: "+91 98250 66110",
      company_param: "Iyer & Sons Builders",
      subject_param: "Enquiry about JalKavach Roof Coat AE",
      message_param:
        "Hello, we are finishing a 1,200 m² terrace in Vadodara and need a quote for the roof coat with primer, plus an estimate of delivery time.",
    },
  });
  messageId = (await response.json()) as string;
  await rest(request, "POST", "rpc/record_page_view", {
    path_param: "/products",
    language_param: "en",
  });
});

async function shoot(page: Page, name: string, look: string, axe: boolean) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/inbox/${name}-${look}.png`, fullPage: true });
  if (!axe) return;
  // The preview shows the public widget as it is; its brand-green Send button's contrast is the
  // public widget's own (reported), so the preview frame is left out here.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .exclude('[data-testid="whatsapp-preview-widget"]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `${name}: axe violations`).toEqual([]);
}

for (const look of LOOKS) {
  test(`inbox, WhatsApp and analytics pages ${look.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    const axe = look.name === "light-en-desktop" || look.name === "dark-ar-desktop";
    await applyVariant(page, look);
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));

    await page.goto("/admin/contact");
    await expect(page.getByTestId("inbox-row").first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, "contact", look.name, axe);

    await page.goto(`/admin/contact/${messageId}`);
    await expect(page.getByTestId("message-history")).toBeVisible({ timeout: 30_000 });
    await shoot(page, "message", look.name, axe);

    await page.goto("/admin/whatsapp");
    await expect(page.getByTestId("whatsapp-preview")).toBeVisible({ timeout: 30_000 });
    await shoot(page, "whatsapp", look.name, axe);

    await page.goto("/admin/analytics?range=7");
    await expect(page.getByTestId("total-views")).toBeVisible({ timeout: 30_000 });
    await shoot(page, "analytics", look.name, axe);

    await page.goto("/support/agent");
    await expect(page.getByTestId("inbox-row").first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, "support", look.name, axe);
  });
}
