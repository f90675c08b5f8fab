import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";

const LOCALES = path.resolve(import.meta.dirname, "..", "src", "i18n", "locales");
const ORDER = ["de", "fr", "es", "hi", "ar", "zh", "ja", "pt", "ru", "it"];
const translated = ORDER.filter((lng) => existsSync(path.join(LOCALES, lng, "index.ts")));

function navLabel(lng: string, key: string): string {
  const nav = JSON.parse(readFileSync(path.join(LOCALES, lng, "nav.json"), "utf8")) as Record<
    string,
    string
  >;
  return nav[key]!;
}

function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) {
      scripts.push(url.pathname);
    }
  });
  return scripts;
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId("language-switcher").first().click();
  await page.getByRole("menuitemradio", { name, exact: true }).click();
}

const ENDONYMS: Record<string, string> = {
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  hi: "हिन्दी",
  ar: "العربية",
  zh: "中文",
  ja: "日本語",
  pt: "Português",
  ru: "Русский",
  it: "Italiano",
};

test("each language is one separate chunk, downloaded only when chosen", async ({ page }) => {
  expect(translated.length, "needs two translated languages").toBeGreaterThanOrEqual(2);
  const [first, second] = translated as [string, string];
  await presetConsent(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("i18nextLng", "en");
      sessionStorage.setItem("seeded", "1");
    }
  });
  const scripts = trackScripts(page);

  await page.goto("/about");
  await expect(page.locator("main h1")).toBeVisible();
  // The language menu's own code loads when the menu is first opened: load it before counting,
  // so only language chunks are counted below.
  await page.getByTestId("language-switcher").first().click();
  await expect(page.getByRole("menuitemradio").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  const english = new Set(scripts);

  await chooseLanguage(page, ENDONYMS[first]!);
  await expect(page.locator("html")).toHaveAttribute("lang", first);
  await expect(
    page.getByRole("banner").getByRole("link", { name: navLabel(first, "products") }),
  ).toBeVisible();
  const afterFirst = scripts.filter((s) => !english.has(s));
  expect(afterFirst, `new scripts after choosing ${first}`).toHaveLength(1);

  const seen = new Set(scripts);
  await chooseLanguage(page, ENDONYMS[second]!);
  await expect(page.locator("html")).toHaveAttribute("lang", second);
  await expect(
    page.getByRole("banner").getByRole("link", { name: navLabel(second, "products") }),
  ).toBeVisible();
  const afterSecond = scripts.filter((s) => !seen.has(s));
  expect(afterSecond, `new scripts after choosing ${second}`).toHaveLength(1);
  expect(afterSecond[0]).not.toBe(afterFirst[0]);

  // A returning visitor gets the remembered language's chunk and no other language's.
  scripts.length = 0;
  await page.reload();
  await expect(
    page.getByRole("banner").getByRole("link", { name: navLabel(second, "products") }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts).toContain(afterSecond[0]);
  expect(scripts).not.toContain(afterFirst[0]);
});
