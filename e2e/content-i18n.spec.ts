import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { createSignedInUser } from "./support/users";

// Company content in the visitor's language (issue 15): the product page reads the product's
// translation into the chosen language field by field, English where there is none. The rows
// are this file's own, written by an admin through the API (RLS as in the back office).
const expect = baseExpect.configure({ timeout: 20_000 });

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

const tag = randomUUID().slice(0, 8);
const english = {
  slug: `e2e-i18n-${tag}`,
  name: `Hydroguard Elastic ${tag}`,
  short_description: "Elastomeric coating for exposed terraces",
  description: "A heat-reflective membrane that bridges hairline cracks.",
  features: ["Bridges hairline cracks", "Reflects solar heat"],
  applications: ["Exposed terraces"],
};
const gujarati = {
  language: "gu",
  name: `હાઇડ્રોગાર્ડ ઇલાસ્ટિક ${tag}`,
  short_description: "ખુલ્લા ધાબા માટે ઇલાસ્ટોમેરિક કોટિંગ",
  description: "ગરમી પરાવર્તિત કરતી મેમ્બ્રેન, જે વાળ જેવી તિરાડો ભરી દે છે.",
  features: ["વાળ જેવી તિરાડો ભરે છે", "સૂર્યની ગરમી પરાવર્તિત કરે છે"],
};
const arabic = {
  language: "ar",
  name: `هيدروغارد إلاستيك ${tag} — طلاء مطاطي عاكس للحرارة للأسطح المكشوفة`,
  short_description: "طلاء مطاطي للأسطح المكشوفة",
  description: "غشاء عاكس للحرارة يسد الشقوق الشعرية ويحمي السطح طوال موسم الأمطار.",
};

let admin: SupabaseClient;
let productId = "";

test.beforeAll(async () => {
  const session = await createSignedInUser("admin");
  admin = createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  const { data, error } = await admin.from("products").insert(english).select("id").single();
  if (error) throw error;
  productId = (data as { id: string }).id;
  const t = await admin
    .from("product_translations")
    .insert([gujarati, arabic].map((row) => ({ ...row, product_id: productId })));
  if (t.error) throw t.error;
});

test.afterAll(async () => {
  if (productId) await admin.from("products").delete().eq("id", productId);
});

/** Chooses a language the way a visitor does: the header's switcher (works with or without URL prefixes). */
async function switchLanguage(page: Page, endonym: string, code: string) {
  await page.getByTestId("language-switcher").first().click();
  await page.getByRole("menuitemradio", { name: endonym, exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
}

async function openProduct(page: Page) {
  await presetConsent(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("e2e-lang-set")) {
      localStorage.setItem("i18nextLng", "en");
      sessionStorage.setItem("e2e-lang-set", "1");
    }
  });
  await page.goto(`/products/${english.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.name);
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("catalogue content in the visitor's language", () => {
  test("a product page in Gujarati shows the Gujarati name, description and features", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openProduct(page);
    await switchLanguage(page, "ગુજરાતી", "gu");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(gujarati.name);
    await expect(main.getByText(gujarati.short_description)).toBeVisible();
    await expect(main.getByText(gujarati.description)).toBeVisible();
    for (const f of gujarati.features)
      await expect(main.getByText(f, { exact: true })).toBeVisible();
    // Not translated into Gujarati: the English application stays (never a blank).
    await expect(main.getByText(english.applications[0]!, { exact: true })).toBeVisible();
    await expect(main.getByText(english.description)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(gujarati.name));
    await expectNoSeriousA11yViolations(page, "product page in Gujarati");

    // Back to English: the English record again (the language is part of the query).
    await switchLanguage(page, "English", "en");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(english.name);
    await expect(main.getByText(english.description)).toBeVisible();
  });

  test("a product with no Tamil translation shows its English text on the Tamil page, no blanks", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openProduct(page);
    await switchLanguage(page, "தமிழ்", "ta");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(english.name);
    await expect(main.getByText(english.short_description)).toBeVisible();
    await expect(main.getByText(english.description)).toBeVisible();
    for (const f of [...english.features, ...english.applications]) {
      await expect(main.getByText(f, { exact: true })).toBeVisible();
    }
    // Every list item and paragraph of the product has text.
    const blanks = await main
      .locator("li, p, h1, h2, dd")
      .evaluateAll((els) => els.filter((el) => (el.textContent ?? "").trim() === "").length);
    expect(blanks).toBe(0);
  });

  test("the catalogue search finds the product by its Gujarati name and shows it in Gujarati", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await presetConsent(page);
    await page.goto("/products");
    await switchLanguage(page, "ગુજરાતી", "gu");
    const search = page.getByRole("searchbox");
    await search.fill(gujarati.name.split(" ")[0]!);
    await search.press("Enter");
    await expect(page.getByRole("link", { name: gujarati.name }).first()).toBeVisible();
    // The English name finds it too, shown in Gujarati.
    await search.fill(`Hydroguard ${tag}`);
    await search.press("Enter");
    await expect(page.getByRole("link", { name: gujarati.name }).first()).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`an Arabic product page is laid out right to left without overflow (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openProduct(page);
      if (width < 768) {
        await page.getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await menu.getByTestId("language-switcher").click();
        await page.getByRole("menuitemradio", { name: "العربية", exact: true }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("ar");
        await page.keyboard.press("Escape");
      } else {
        await switchLanguage(page, "العربية", "ar");
      }
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      const h1 = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(arabic.name);
      await expect(page.getByRole("main").getByText(arabic.description)).toBeVisible();
      expect(await h1.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      // The breadcrumb trail starts at the right: its first link (home) in the right half.
      const home = page.getByRole("main").getByRole("navigation").first().getByRole("link").first();
      const box = (await home.boundingBox())!;
      expect(box.x + box.width / 2).toBeGreaterThan(width / 2);
      expect(await noHorizontalOverflow(page)).toBe(true);
      await expectNoSeriousA11yViolations(page, `Arabic product page ${width}px`);
    });
  }
});
