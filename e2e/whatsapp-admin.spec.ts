import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { ensureActiveWhatsApp, rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

interface FullRow {
  id: string;
  business_name: string;
  position: string;
  show_availability: boolean;
  availability_hours: unknown;
  auto_replies: unknown;
  custom_message: string | null;
  welcome_message: string;
  phone_number: string;
  is_active: boolean;
}

test("the WhatsApp settings change in the live preview, refuse bad hours and a stale save, and reach the public widget", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { row: active, created } = await ensureActiveWhatsApp(request);
  const [original] = await rest<FullRow[]>(
    request,
    "GET",
    `whatsapp_settings?select=*&id=eq.${active.id}`,
  );
  const token = randomUUID().slice(0, 6);
  const name = `Jalraksha Desk ${token}`;
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto("/admin/whatsapp");
    await expect(page.getByRole("heading", { level: 1, name: "WhatsApp chat" })).toBeVisible();
    const preview = page.getByTestId("whatsapp-preview");
    await expect(preview.getByRole("dialog", { name: original!.business_name })).toBeVisible();

    // Someone else saves meanwhile: this tab's save is refused, then reloads their version.
    await rest(request, "PATCH", `whatsapp_settings?id=eq.${active.id}`, {
      welcome_message: original!.welcome_message,
    });
    await page.getByLabel("Business name").fill(`${name} stale`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/Someone else changed these settings/)).toBeVisible();
    await page.getByRole("button", { name: "Reload settings" }).click();
    await expect(page.getByLabel("Business name")).toHaveValue(original!.business_name);

    // The unsaved values show in the preview at once.
    await page.getByLabel("Business name").fill(name);
    const card = preview.getByRole("dialog", { name });
    await expect(card).toBeVisible();
    await page.getByLabel("Top right").check();
    // The bubble moves to the frame's top right corner.
    const frame = (await preview.boundingBox())!;
    await expect
      .poll(async () => {
        const b = (await preview.getByTestId("whatsapp-bubble").boundingBox())!;
        return b.x > frame.x + frame.width / 2 && b.y < frame.y + frame.height / 2;
      })
      .toBe(true);
    await page.getByRole("button", { name: "Add auto reply" }).click();
    const replies = page.getByTestId("auto-reply");
    const last = replies.last();
    await last.getByLabel("Question").fill(`Delivery ${token}`);
    await last.getByLabel("Answer").fill("We deliver across Gujarat within 3 days.");
    await expect(
      card.getByRole("button", {
        name: `Delivery ${token}: We deliver across Gujarat within 3 days.`,
      }),
    ).toBeVisible();
    // Keyboard reorder: the new reply moves up one place.
    const count = await replies.count();
    if (count > 1) {
      await last.getByRole("button", { name: `Move auto reply ${count} up` }).click();
      await expect(replies.nth(count - 2).getByLabel("Question")).toHaveValue(`Delivery ${token}`);
    }
    await page.getByLabel("Show Online / Offline").click();
    await expect(card.getByTestId("whatsapp-availability")).toHaveCount(0);

    // Hours: the end must come after the start; the field says so and Save is refused.
    await page.getByLabel("Available from").fill("18:00");
    await page.getByLabel("Available until").fill("09:00");
    await page.getByLabel("Available until").blur();
    await expect(page.getByText("The end time must be after the start time.")).toBeVisible();
    await expect(page.getByLabel("Available until")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Some fields need attention.")).toBeVisible();
    const unchanged = await rest<FullRow[]>(
      request,
      "GET",
      `whatsapp_settings?select=business_name&id=eq.${active.id}`,
    );
    expect(unchanged[0]!.business_name).toBe(original!.business_name);
    await page.getByLabel("Available from").fill("08:00");
    await page.getByLabel("Available until").fill("20:00");
    await expect(page.getByText("The end time must be after the start time.")).toHaveCount(0);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/WhatsApp settings saved/)).toBeVisible();
    const [saved] = await rest<FullRow[]>(
      request,
      "GET",
      `whatsapp_settings?select=*&id=eq.${active.id}`,
    );
    expect(saved).toMatchObject({
      business_name: name,
      position: "top-right",
      show_availability: false,
      availability_hours: { start: "08:00", end: "20:00" },
    });
    expect(saved!.auto_replies).toContainEqual({
      trigger: `Delivery ${token}`,
      response: "We deliver across Gujarat within 3 days.",
    });

    // The public site shows it at its next load: the prerendered page has the build's settings,
    // and the refetch once the hydrated page is idle brings these.
    const visitor = await browser.newPage();
    await presetConsent(visitor);
    await visitor.goto("/");
    const bubble = visitor.getByRole("button", { name: "Open WhatsApp chat" });
    await expect(bubble).toBeVisible();
    const viewport = visitor.viewportSize()!;
    await expect
      .poll(async () => (await bubble.boundingBox())!.x)
      .toBeGreaterThan(viewport.width / 2);
    await expect
      .poll(async () => (await bubble.boundingBox())!.y)
      .toBeLessThan(viewport.height / 2);
    await bubble.click();
    const publicCard = visitor.getByRole("dialog", { name });
    await expect(publicCard).toBeVisible();
    await expect(publicCard.getByTestId("whatsapp-availability")).toHaveCount(0);
    await expect(
      publicCard.getByRole("button", { name: new RegExp(`Delivery ${token}`) }),
    ).toBeVisible();
    await visitor.close();
  } finally {
    // Other tests use the widget: put the record back as it was.
    if (created) {
      await rest(request, "DELETE", `whatsapp_settings?id=eq.${active.id}`);
    } else {
      const { id: _id, ...columns } = original!;
      delete (columns as Record<string, unknown>).updated_at;
      delete (columns as Record<string, unknown>).created_at;
      await rest(request, "PATCH", `whatsapp_settings?id=eq.${active.id}`, columns);
    }
  }
});
