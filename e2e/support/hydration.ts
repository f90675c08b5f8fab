import { expect, type Page } from "@playwright/test";

/**
 * Public pages arrive prerendered: the header and content are on screen before React has taken
 * over, so a click, an injected node or a paused clock started then would act on inert HTML.
 * The app marks <html data-hydrated> once it is in charge (hydrated or client-rendered).
 */
export async function waitForApp(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}
