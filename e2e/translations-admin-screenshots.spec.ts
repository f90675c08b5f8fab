import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";
import { TABLET } from "./support/variants";

/** Screenshots of the translation editor for review (screenshots/h3/, not assertions of looks). */
const SIZES = [
  { name: "phone", size: { width: 390, height: 844 } },
  { name: "tablet", size: TABLET },
  { name: "desktop", size: { width: 1280, height: 900 } },
] as const;
const LOOKS = (["en", "ar"] as const).flatMap((lng) =>
  (["light", "dark"] as const).flatMap((scheme) => SIZES.map((s) => ({ lng, scheme, ...s }))),
);

test.describe.configure({ timeout: 300_000 });

test("translation editor screenshots", async ({ page, request }) => {
  const id = randomUUID().slice(0, 8);
  const [product] = await rest<{ id: string }[]>(request, "POST", "products", {
    name: `Hydroseal Elastomeric Coating ${id}`,
    slug: `shots-hydroseal-${id}`,
    short_description: "A flexible, UV-stable waterproof coating for roofs and terraces.",
    description:
      "Hydroseal is a water-based elastomeric coating that bridges hairline cracks and keeps roofs dry through the monsoon.\n\nApply two coats with a roller or brush.",
    features: ["UV stable", "Bridges hairline cracks", "Breathable film"],
    applications: ["Roofs", "Terraces", "Parapet walls"],
    coverage: "1 litre covers about 1.5 m² in two coats",
    is_active: true,
  });
  await rest(request, "POST", "product_translations", {
    product_id: product!.id,
    language: "mr",
    name: `हायड्रोसील इलास्टोमेरिक कोटिंग ${id}`,
    description: "हायड्रोसील हे पाण्यावर आधारित इलास्टोमेरिक कोटिंग आहे, जे केसांसारख्या बारीक भेगा भरून काढते.",
    features: ["अतिनील किरणांना स्थिर", "बारीक भेगा भरते", "श्वास घेणारा थर"],
  });
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  for (const look of LOOKS) {
    await page.setViewportSize(look.size);
    await page.emulateMedia({ colorScheme: look.scheme });
    await page.addInitScript((lng) => localStorage.setItem("i18nextLng", lng), look.lng);
    await page.goto(`/admin/products/${product!.id}?lang=mr`);
    await expect(page.getByTestId("translation-completeness")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", look.lng);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `screenshots/h3/editor-${look.scheme}-${look.lng}-${look.name}.png`,
      fullPage: true,
    });
    if (look.name === "desktop") {
      await page.goto(`/admin/products?missing=mr`);
      await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: `screenshots/h3/list-${look.scheme}-${look.lng}.png` });
      await page.goto(`/admin/products/${product!.id}`);
      await expect(page.getByLabel(/./, { exact: false }).first()).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `screenshots/h3/english-form-${look.scheme}-${look.lng}.png` });
    }
  }
  await rest(request, "DELETE", `products?id=eq.${product!.id}`);
});
