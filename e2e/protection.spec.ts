import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { setProtection } from "./support/rest";
import { waitForApp } from "./support/hydration";

test.describe.configure({ mode: "serial" });

/** Dispatches a cancelable event at a target and reports whether the page prevented it. */
function prevented(page: Page, selector: string, kind: "contextmenu" | "dragstart" | string) {
  return page.evaluate(
    ([sel, type]) => {
      const target = document.querySelector(sel!) ?? document.body;
      const init = { bubbles: true, cancelable: true };
      const event =
        type === "contextmenu"
          ? new MouseEvent("contextmenu", init)
          : type === "dragstart"
            ? new DragEvent("dragstart", init)
            : new KeyboardEvent("keydown", { ...init, ...JSON.parse(type!) });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    },
    [selector, kind],
  );
}

const key = (init: Record<string, unknown>) => JSON.stringify(init);

async function addField(page: Page) {
  await page.evaluate(() => {
    const input = document.createElement("input");
    input.id = "probe";
    input.setAttribute("aria-label", "probe");
    document.querySelector("main")!.prepend(input);
  });
}

test.describe("page protection", () => {
  test.beforeEach(async ({ page }) => presetConsent(page));

  test("blocks the context menu, dragging and the save/print/source/devtools shortcuts", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    expect(await prevented(page, "main h1", "contextmenu")).toBe(true);
    expect(await prevented(page, "main h1", "dragstart")).toBe(true);
    for (const init of [
      { key: "s", ctrlKey: true },
      { key: "p", ctrlKey: true },
      { key: "u", ctrlKey: true },
      { key: "F12" },
      { key: "I", ctrlKey: true, shiftKey: true },
      { key: "s", metaKey: true },
      { key: "p", metaKey: true },
    ]) {
      expect(await prevented(page, "main h1", key(init)), JSON.stringify(init)).toBe(true);
    }
    expect(await prevented(page, "main h1", key({ key: "c", ctrlKey: true }))).toBe(false);
    expect(await prevented(page, "main h1", key({ key: "a" }))).toBe(false);
  });

  test("never blocks typing, selecting, copying or pasting in form fields", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await addField(page);
    const field = page.getByLabel("probe");
    await field.click();
    await page.keyboard.type("Hello waterproofing");
    await expect(field).toHaveValue("Hello waterproofing");
    expect(await prevented(page, "#probe", "contextmenu")).toBe(false);
    expect(await prevented(page, "#probe", "dragstart")).toBe(false);
    for (const init of [
      { key: "a", ctrlKey: true },
      { key: "c", ctrlKey: true },
      { key: "v", ctrlKey: true },
      { key: "x", ctrlKey: true },
    ]) {
      expect(await prevented(page, "#probe", key(init)), JSON.stringify(init)).toBe(false);
    }
    await page.keyboard.press("Control+a");
    expect(
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>("#probe")!;
        return [input.selectionStart, input.selectionEnd];
      }),
    ).toEqual([0, "Hello waterproofing".length]);
  });

  test("blocks the context menu from the first paint, before the app has started", async ({
    page,
  }) => {
    // The boot script starts the listeners; the prerender wrote the switch into <html>. The app's
    // main chunk is held back so the page stays prerendered HTML while we try.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-protection", "on");
    await expect(page.locator("main h1")).toBeVisible();
    expect(await prevented(page, "main h1", "contextmenu")).toBe(true);
    expect(await prevented(page, "main h1", key({ key: "u", ctrlKey: true }))).toBe(true);
    expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
    release();
    await waitForApp(page);
    expect(await prevented(page, "main h1", "contextmenu")).toBe(true);
  });

  test("an admin can switch protection off site-wide", async ({ page, request }) => {
    await setProtection(request, false);
    try {
      await page.goto("/");
      await waitForApp(page);
      await expect.poll(() => prevented(page, "main h1", "contextmenu")).toBe(false);
      expect(await prevented(page, "main h1", key({ key: "s", ctrlKey: true }))).toBe(false);
    } finally {
      await setProtection(request, true);
    }
  });
});
