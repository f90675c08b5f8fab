import { randomUUID } from "node:crypto";
import { expect as baseExpect, test, type Page } from "./support/test";
import { createClient, type Session } from "@supabase/supabase-js";
import { DEFAULT_ANON_KEY } from "../local-supabase/src/config";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { createSignedInUser, useSession } from "./support/users";

// The machine is shared with other test runs: give the UI a little longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const tag = () => randomUUID().slice(0, 8);

/** Node 20 has no global WebSocket; this client never opens a realtime socket. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

/** supabase-js signed in as the admin (the same session the browser uses). */
function adminClient(session: Session) {
  return createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
}

/** Marathi product page: the stored choice of language (and the /mr/ prefix where it exists). */
async function openMarathiProductPage(page: Page, slug: string) {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "mr"));
  await page.goto(`/products/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
}

const fill = (page: Page, field: string, value: string) =>
  page.getByRole("textbox", { name: `${field} (Marathi)`, exact: true }).fill(value);

test.describe("content translations in the back office", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin fills a product's Marathi translation field by field; the site shows it and the missing-translations filter follows", async ({
    page,
    browser,
  }) => {
    const session = await createSignedInUser("admin");
    const db = adminClient(session);
    const id = tag();
    const name = `Tr Hydroseal ${id}`;
    const slug = `tr-hydroseal-${id}`;
    const english = {
      name,
      slug,
      short_description: `English short ${id}`,
      description: `English description ${id}`,
      features: ["UV stable", "Breathable"],
      applications: ["Roofs"],
      coverage: null,
      is_active: true,
    };
    const inserted = await db.from("products").insert(english).select("id, updated_at").single();
    expect(inserted.error).toBeNull();
    const productId = inserted.data!.id as string;
    const englishUpdatedAt = inserted.data!.updated_at as string;

    await presetConsent(page);
    await useSession(page, session);

    // The list filter "missing translations in Marathi" lists the new product (in the URL).
    await page.goto("/admin/products");
    await page.getByRole("searchbox", { name: /Search/ }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByLabel("Missing translations in").selectOption("mr");
    await expect(page).toHaveURL(/[?&]missing=mr(&|$)/);
    const row = page.getByRole("link", { name, exact: true });
    await expect(row).toBeVisible();

    // The English form has the language switcher; Marathi shows 0 of 5 fields (coverage has no
    // English text, so it is not counted).
    await row.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const switcher = page.getByLabel("Content language");
    await expect(switcher.locator("option[value=mr]")).toHaveText("Marathi (मराठी) — 0/5");
    await switcher.selectOption("mr");
    await expect(page).toHaveURL(/[?&]lang=mr(&|$)/);
    const badge = page.getByTestId("translation-completeness");
    await expect(badge).toHaveText("Marathi 0/5 fields");
    await expect(page.getByText(english.description, { exact: true })).toBeVisible();

    // Only the description: saved into the Marathi row, the English row untouched.
    const marathiDescription = `मराठी वर्णन ${id}`;
    await fill(page, "Description", marathiDescription);
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Marathi translation saved").first()).toBeVisible();
    await expect(badge).toHaveText("Marathi 1/5 fields");
    await expect(switcher.locator("option[value=mr]")).toHaveText("Marathi (मराठी) — 1/5");

    const translation = await db
      .from("product_translations")
      .select("*")
      .eq("product_id", productId)
      .eq("language", "mr")
      .single();
    expect(translation.data).toMatchObject({
      name: null,
      short_description: null,
      description: marathiDescription,
      features: null,
      applications: null,
      coverage: null,
    });
    const after = await db.from("products").select("*").eq("id", productId).single();
    expect(after.data).toMatchObject({ ...english, updated_at: englishUpdatedAt });

    // The history shows the translation, with its language.
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByText("Marathi translation").first()).toBeVisible();
    await expect(history.getByText(marathiDescription)).toBeVisible();

    // The Marathi product page shows the Marathi description, English where there is none.
    const visitor = await browser.newPage();
    await presetConsent(visitor);
    await openMarathiProductPage(visitor, slug);
    await expect(visitor.getByText(marathiDescription)).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText(english.short_description).first()).toBeVisible();

    // Still incomplete: still listed.
    await page.goto(`/admin/products?missing=mr&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

    // Fill every field (the name as in English, copied) and save: complete.
    await page.goto(`/admin/products/${productId}?lang=mr`);
    await expect(badge).toHaveText("Marathi 1/5 fields");
    await page.getByRole("button", { name: "Copy English: Name" }).click();
    await fill(page, "Short description", `लहान वर्णन ${id}`);
    await fill(page, "Features", "अतिनील किरणांना स्थिर\nश्वास घेणारे");
    await fill(page, "Applications", "छप्पर");
    await expect(page.getByRole("textbox", { name: "Name (Marathi)" })).toHaveValue(name);

    // Switching language with unsaved changes asks first.
    await switcher.selectOption("en");
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/[?&]lang=mr(&|$)/);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(badge).toHaveText("Marathi 5/5 fields");
    await expect(page.getByText("Fully translated", { exact: true })).toBeVisible();

    const complete = await db
      .from("product_translations")
      .select("name, features, applications")
      .eq("product_id", productId)
      .eq("language", "mr")
      .single();
    expect(complete.data).toEqual({
      name,
      features: ["अतिनील किरणांना स्थिर", "श्वास घेणारे"],
      applications: ["छप्पर"],
    });

    // Complete in Marathi: no longer listed; still listed for Gujarati.
    await page.goto(`/admin/products?missing=mr&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Nothing matches these filters")).toBeVisible();
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    await page.getByLabel("Missing translations in").selectOption("gu");
    await expect(page).toHaveURL(/[?&]missing=gu(&|$)/);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "products list, missing translations filter");

    // Clearing a field stores NULL again (English shows), and the figure drops.
    await page.goto(`/admin/products/${productId}?lang=mr`);
    await expect(badge).toHaveText("Marathi 5/5 fields");
    await expectNoSeriousA11yViolations(page, "translation editor");
    await fill(page, "Applications", "");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(badge).toHaveText("Marathi 4/5 fields");
    const cleared = await db
      .from("product_translations")
      .select("applications")
      .eq("product_id", productId)
      .eq("language", "mr")
      .single();
    expect(cleared.data).toEqual({ applications: null });

    await visitor.close();
    await db.from("products").delete().eq("id", productId);
  });

  test("a new record is saved in English first; a stale translation edit is refused", async ({
    page,
  }) => {
    const session = await createSignedInUser("admin");
    const db = adminClient(session);
    await presetConsent(page);
    await useSession(page, session);

    await page.goto("/admin/categories/new");
    await expect(page.getByText("Save the record in English first")).toBeVisible();
    await expect(page.getByLabel("Content language")).toHaveCount(0);

    const id = tag();
    const inserted = await db
      .from("categories")
      .insert({ name: `Tr Category ${id}`, slug: `tr-category-${id}`, description: "English" })
      .select("id")
      .single();
    const categoryId = inserted.data!.id as string;

    await page.goto(`/admin/categories/${categoryId}?lang=gu`);
    await expect(page.getByTestId("translation-completeness")).toHaveText("Gujarati 0/2 fields");
    await page.getByRole("textbox", { name: "Name (Gujarati)" }).fill("શ્રેણી");

    // Someone else saves the Gujarati translation meanwhile.
    const other = await db
      .from("category_translations")
      .insert({ category_id: categoryId, language: "gu", description: "બીજું" });
    expect(other.error).toBeNull();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Reload the latest version" })).toBeVisible();
    const row = await db
      .from("category_translations")
      .select("name, description")
      .eq("category_id", categoryId)
      .eq("language", "gu")
      .single();
    expect(row.data).toEqual({ name: null, description: "બીજું" });

    // The English form: switching language with unsaved changes asks first, then switches.
    await page.goto(`/admin/categories/${categoryId}`);
    await page.getByLabel("Description", { exact: true }).fill("Edited, not saved");
    await page.getByLabel("Content language").selectOption("gu");
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Leave and discard" }).click();
    await expect(page).toHaveURL(/[?&]lang=gu(&|$)/);
    await expect(page.getByTestId("translation-completeness")).toHaveText("Gujarati 1/2 fields");

    await db.from("categories").delete().eq("id", categoryId);
  });

  test("the WhatsApp texts have the language switcher and a translation editor (nothing saved)", async ({
    page,
  }) => {
    const session = await createSignedInUser("admin");
    const db = adminClient(session);
    const { data } = await db
      .from("whatsapp_settings")
      .select("welcome_message")
      .order("is_active", { ascending: false })
      .order("updated_at", { ascending: false })
      .limit(1);
    const welcome = (data?.[0] as { welcome_message: string } | undefined)?.welcome_message;
    expect(welcome, "the seed has WhatsApp settings").toBeTruthy();
    await presetConsent(page);
    await useSession(page, session);

    await page.goto("/admin/whatsapp");
    await page.getByLabel("Content language").selectOption("gu");
    await expect(page).toHaveURL(/[?&]lang=gu(&|$)/);
    await expect(page.getByRole("textbox", { name: "Welcome message (Gujarati)" })).toBeVisible();
    await expect(page.getByText(welcome!, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("translation-completeness")).toHaveText(
      /^Gujarati \d\/\d fields$/,
    );
    // The English form is back with English.
    await page.getByLabel("Content language").selectOption("en");
    await expect(page.getByLabel("WhatsApp number")).toBeVisible();
  });
});
