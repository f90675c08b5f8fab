import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { E2E_ORIGIN } from "./support/ports";
import { rest } from "./support/rest";

interface SiteRow {
  story: string | null;
  figures: { value: string; label: string }[];
  certifications: string[];
}

/** Keeps the tests off the internet: thumbnails fail (the card shows its panel), the player is blank. */
async function stubYouTube(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page);
    await stubYouTube(page);
  });

  test("shows every section, the figures from site_settings, and loads videos only on click", async ({
    page,
    request,
  }) => {
    const [site] = await rest<SiteRow[]>(
      request,
      "GET",
      "site_settings?select=story,figures,certifications",
    );
    const categories = await rest<{ slug: string }[]>(
      request,
      "GET",
      "categories?select=slug&is_active=eq.true&order=sort_order.asc,name.asc",
    );
    const thirdParty: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.origin !== E2E_ORIGIN) thirdParty.push(`${req.resourceType()} ${url.host}`);
    });

    await page.goto("/");
    await expect(page.locator("main h1")).toHaveCount(1);
    await expect(page.getByTestId("hero")).toHaveAttribute("aria-roledescription", "carousel");
    await expect(
      page
        .getByTestId("home-featured")
        .getByRole("link", { name: /View Details/ })
        .first(),
    ).toBeVisible();

    const categoryLinks = page.getByTestId("category-grid").getByRole("link");
    await expect(categoryLinks).toHaveCount(categories.length);
    await expect(categoryLinks.first()).toHaveAttribute(
      "href",
      `/products?category=${categories[0]!.slug}`,
    );
    await expect(
      page.getByTestId("home-services").getByTestId("service-card").first(),
    ).toBeVisible();

    // Story and figures are the stored ones.
    const firstParagraph = site!.story!.split(/\n\s*\n/)[0]!.trim();
    await expect(page.getByTestId("company-story")).toContainText(firstParagraph.slice(0, 80));
    const figures = page.getByTestId("company-figure");
    await expect(figures).toHaveCount(site!.figures.length);
    for (const [i, figure] of site!.figures.entries()) {
      await expect(figures.nth(i)).toContainText(figure.value);
      await expect(figures.nth(i)).toContainText(figure.label);
    }
    await expect(page.getByTestId("certifications").getByRole("listitem")).toHaveCount(
      site!.certifications.length,
    );

    // The calls to action.
    const cta = page.getByRole("region", { name: "Need help choosing the right system?" });
    await expect(cta.getByRole("link", { name: "Send an enquiry" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(cta.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(cta.getByRole("link", { name: "Estimate material" })).toHaveAttribute(
      "href",
      "/services/waterproofing-calculator",
    );

    // Videos: a thumbnail and a button, no player until the click.
    const videos = page.getByTestId("video-grid");
    await videos.scrollIntoViewIfNeeded();
    await expect(videos.getByTestId("video-play").first()).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty.filter((r) => !r.startsWith("image i.ytimg.com"))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);

    await videos.getByTestId("video-play").first().click();
    const iframe = page.getByTestId("video-iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/,
    );
  });

  test("shows live banners only: not an expired or a future one", async ({ page, request }) => {
    const tag = randomUUID().slice(0, 8);
    const day = 24 * 3600 * 1000;
    const rows = await rest<{ id: string }[]>(request, "POST", "banners", [
      {
        title: `Live banner ${tag}`,
        starts_at: new Date(Date.now() - day).toISOString(),
        ends_at: new Date(Date.now() + day).toISOString(),
        sort_order: 1000,
      },
      {
        title: `Expired banner ${tag}`,
        starts_at: new Date(Date.now() - 3 * day).toISOString(),
        ends_at: new Date(Date.now() - day).toISOString(),
        sort_order: 1001,
      },
      {
        title: `Future banner ${tag}`,
        starts_at: new Date(Date.now() + day).toISOString(),
        ends_at: null,
        sort_order: 1002,
      },
    ]);
    try {
      await page.goto("/");
      const slides = page.getByTestId("hero-slide");
      await expect(slides.filter({ hasText: `Live banner ${tag}` })).toHaveCount(1);
      await expect(slides.filter({ hasText: `Expired banner ${tag}` })).toHaveCount(0);
      await expect(slides.filter({ hasText: `Future banner ${tag}` })).toHaveCount(0);
    } finally {
      await rest(request, "DELETE", `banners?id=in.(${rows.map((r) => r.id).join(",")})`);
    }
  });

  test("the carousel works by keyboard and stops rotating for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.getByTestId("hero");
    const slides = page.getByTestId("hero-slide");
    await expect(slides.first()).toBeVisible();
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(slides.first()).toHaveAttribute("aria-roledescription", "slide");
    await expect(page.getByTestId("hero-slides")).toHaveAttribute("aria-live", "polite");
    await expect(hero.getByTestId("hero-play-toggle")).toHaveCount(0);

    // Only the first image is eager and high priority.
    const images = hero.locator("img");
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");

    await hero.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await expect(slides.first()).toHaveAttribute("aria-hidden", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(slides.first()).toHaveAttribute("data-active", "true");
    await hero.getByRole("button", { name: "Previous slide" }).press("Enter");
    // The last slide, whatever the count by now: a test running beside this one may have added a
    // banner, which the page's refetch shows.
    await expect(page.locator('[data-testid="hero-slide"][data-active="true"]')).toHaveAttribute(
      "aria-label",
      /^(\d+) of \1$/,
    );
    await hero.getByRole("button", { name: "Go to slide 2" }).press("Enter");
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Reduced motion: nothing moves on its own.
    await page.waitForTimeout(7500);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  });

  test("the carousel rotates, and its pause button stops it and makes it live", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await page.mouse.move(5, 790);
    const live = page.getByTestId("hero-slides");
    await expect(live).toHaveAttribute("aria-live", "off");
    await expect(page.getByTestId("hero-slide").nth(1)).toHaveAttribute("data-active", "true", {
      timeout: 9000,
    });
    await page.getByRole("button", { name: "Pause slide rotation" }).click();
    await page.mouse.move(5, 790);
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(page.getByRole("button", { name: "Start slide rotation" })).toBeVisible();
  });

  test("keeps layout shift below 0.02 while loading", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.getByTestId("company-figure").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`home CLS: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.02);
  });
});

test("each page's title and description come from seo_settings", async ({ page, request }) => {
  await presetConsent(page);
  const rows = await rest<{ route: string; title: string; description: string }[]>(
    request,
    "GET",
    "seo_settings?select=route,title,description&route=in.(/,/services,/about,/privacy-policy)",
  );
  expect(rows).toHaveLength(4);
  for (const row of rows) {
    await page.goto(row.route);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page).toHaveTitle(row.title);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      row.description,
    );
  }
});

const A11Y_PAGES = [
  "/",
  "/services",
  "/services/terrace-waterproofing",
  "/services/no-such-service",
  "/about",
  "/privacy-policy",
];

for (const lng of ["en", "ar"] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`no serious accessibility problems: ${lng} ${scheme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await presetConsent(page);
      await stubYouTube(page);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), lng);
      for (const path of A11Y_PAGES) {
        await page.goto(path);
        await expect(page.locator("main h1")).toHaveCount(1);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
        await expectNoSeriousA11yViolations(page, `${path} ${lng} ${scheme}`);
      }
    });
  }
}
