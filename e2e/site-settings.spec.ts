import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Settings {
  tagline: string | null;
  phones: string[];
  updated_at: string;
}
interface HindiRow {
  tagline: string | null;
}

/** A visitor's page in `lng` (its /hi prefix where the site has one). */
async function visitor(page: Page, lng: string, path: string) {
  await presetConsent(page);
  await page.addInitScript((l) => localStorage.setItem("i18nextLng", l), lng);
  await page.goto(lng === "en" ? path : `/${lng}${path === "/" ? "" : path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
}

// Changes the phone and tagline every public page shows: run apart (shared-settings project).
test("an admin changes the company phone and tagline in English and Hindi; the footer, contact and about pages show them", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [original] = await rest<Settings[]>(
    request,
    "GET",
    "site_settings?select=tagline,phones,updated_at&id=eq.1",
  );
  const [originalHindi] = await rest<HindiRow[]>(
    request,
    "GET",
    "site_setting_translations?select=tagline&site_setting_id=eq.1&language=eq.hi",
  );
  const token = randomUUID().slice(0, 6);
  const digits = String(Number.parseInt(token, 16) % 10_000).padStart(4, "0");
  const phone = `+91 79 5555 ${digits}`;
  const tagline = `Dry roofs for good ${token}`;
  const hindiTagline = `हमेशा सूखी छतें ${token}`;
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto("/admin");
    await page.getByRole("link", { name: "Company settings" }).first().click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Company settings" })).toBeVisible();
    await expect(page.getByLabel("Tagline")).toHaveValue(original!.tagline ?? "");

    // The database's rules, before saving: an invalid phone is refused on the field.
    const phones = page.getByLabel("Phone numbers");
    await phones.fill("12345");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Enter valid phone numbers (6 to 15 digits each)")).toBeVisible();

    await phones.fill([phone, ...original!.phones].join("\n"));
    await page.getByLabel("Tagline").fill(tagline);
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Company settings saved").first()).toBeVisible();
    // The history shows the change.
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByText(tagline)).toBeVisible();

    // The public contact page in the same tab shows them.
    await page.goto("/contact");
    await expect(page.locator("footer").getByText(tagline)).toBeVisible();
    await expect(page.locator("footer").getByText(phone)).toBeVisible();

    await page.goto("/admin/settings");
    await expect(page.getByLabel("Tagline")).toHaveValue(tagline);
    await expectNoSeriousA11yViolations(page, "company settings");

    // Hindi: the translation editor, beside the English source.
    await page.goto("/admin/settings?lang=hi");
    await page.getByRole("textbox", { name: "Tagline (Hindi)", exact: true }).fill(hindiTagline);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Hindi translation saved").first()).toBeVisible();

    // A new visitor: footer, contact and about pages, in English and in Hindi.
    const guest = await browser.newPage();
    await visitor(guest, "en", "/contact");
    await expect(guest.locator("main").getByText(phone)).toBeVisible();
    await expect(guest.locator("footer").getByText(tagline)).toBeVisible();
    await guest.goto("/about");
    await expect(guest.locator("main").getByText(tagline)).toBeVisible();
    await guest.close();

    const hindi = await browser.newPage();
    await visitor(hindi, "hi", "/about");
    await expect(hindi.locator("main").getByText(hindiTagline)).toBeVisible();
    await expect(hindi.locator("footer").getByText(hindiTagline)).toBeVisible();
    await hindi.goto("/hi/contact");
    await expect(hindi.locator("main").getByText(phone)).toBeVisible();
    await hindi.close();
  } finally {
    // Tests share the data: the old values back.
    await rest(request, "PATCH", "site_settings?id=eq.1", {
      tagline: original!.tagline,
      phones: original!.phones,
    });
    if (originalHindi)
      await rest(
        request,
        "PATCH",
        "site_setting_translations?site_setting_id=eq.1&language=eq.hi",
        {
          tagline: originalHindi.tagline,
        },
      );
    else
      await rest(
        request,
        "DELETE",
        "site_setting_translations?site_setting_id=eq.1&language=eq.hi",
      );
  }
});
