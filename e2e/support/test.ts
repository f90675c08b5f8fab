import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test` whose `page.goto` also waits until the app has taken over the page
 * (<html data-hydrated>). Public pages arrive prerendered: their header, links and fields are on
 * screen before React hydrates them, and a click or a keystroke then would act on inert HTML.
 * Pages that never start the app (a file, JavaScript off) give up after 15 s without failing.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === "load") {
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: 15_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
