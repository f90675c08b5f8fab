import { expect as baseExpect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";

// Every page of the site and of the back office loads under the build's Content-Security-Policy
// (dist/_headers, served by the test server as a static host serves it) without one violation.

const expect = baseExpect.configure({ timeout: 20_000 });

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations: the DOM event (in every document of the tab) and Chromium's console line. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window.__cspViolations ??= []).push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Opens a page, lets it settle, and adds what it violated (if anything) to `seen`. */
async function visit(page: Page, path: string, seen: string[]) {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self'");
  await page.waitForLoadState("networkidle");
  const events = await page.evaluate(() => window.__cspViolations ?? []);
  seen.push(...events.map((v) => `${path}: ${v}`));
}

/** Keeps the tests off the internet: thumbnails fail, the player is a blank page. */
async function stubYouTube(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

/**
 * The English pages of the sitemap: every page without a record in its path, and one in four of
 * the product and service pages (they share two templates; visiting all of them cost a minute).
 */
async function publicPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const english = [...new Set(paths.filter((p) => !/^\/[a-z]{2}(\/|$)/.test(p)))];
  expect(english.length).toBeGreaterThan(20);
  const isRecord = (p: string) =>
    /^\/(products|services)\/[^/]+$/.test(p) && !p.endsWith("-calculator");
  const records = english.filter(isRecord);
  expect(records.length).toBeGreaterThan(8);
  return [...english.filter((p) => !isRecord(p)), ...records.filter((_, i) => i % 4 === 0)];
}

test.describe("Content-Security-Policy", () => {
  test.describe.configure({ timeout: 300_000 });

  test("is enforced, and the watch catches a violation", async ({ page }) => {
    const seen = await watchCsp(page);
    await presetConsent(page);
    await visit(page, "/", seen);
    expect(seen).toEqual([]);
    // An injected inline script is refused: the policy holds and the watch sees it.
    await page.addScriptTag({ content: "window.__injectedRan = true;" }).catch(() => undefined);
    expect(await page.evaluate(() => "__injectedRan" in window)).toBe(false);
    await expect.poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0)).toBe(1);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });

  for (const [part, of] of [
    [0, 2],
    [1, 2],
  ] as const) {
    test(`every public page loads without a violation (${part + 1}/${of})`, async ({ page }) => {
      const seen = await watchCsp(page);
      await presetConsent(page);
      await stubYouTube(page);
      const paths = (await publicPaths(page)).filter((_, i) => i % of === part);
      for (const path of paths) await visit(page, path, seen);
      if (part === 0) {
        // Another script (Arabic, right to left) and the YouTube player, created on a click.
        await visit(page, "/ar", seen);
        await visit(page, "/", seen);
        const play = page.getByTestId("video-play").first();
        await play.scrollIntoViewIfNeeded();
        await play.click();
        await expect(page.getByTestId("video-iframe")).toHaveCount(1);
        // The (stubbed) player page loaded in the frame: frame-src let it in.
        const title = page.frameLocator('[data-testid="video-iframe"]').locator("title");
        await expect.poll(() => title.textContent()).toBe("player");
        seen.push(...(await page.evaluate(() => window.__cspViolations ?? [])));
      }
      expect(seen).toEqual([]);
    });
  }

  test("the sign-in pages and every back-office page load without a violation", async ({
    page,
  }) => {
    const seen = await watchCsp(page);
    await presetConsent(page);
    await stubYouTube(page);
    for (const path of ["/login", "/reset-password", "/admin-setup", "/support/agent"]) {
      await visit(page, path, seen);
    }
    await useSession(page, await createSignedInUser("admin"));
    await visit(page, "/admin", seen);
    const nav = page.getByRole("navigation").first();
    await expect(nav.locator('a[href^="/admin"]').first()).toBeVisible();
    const links = await nav
      .locator('a[href^="/admin"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const paths = [...new Set(links)];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of [...paths, "/admin/products/new", "/admin/videos/new"]) {
      await visit(page, path, seen);
    }
    // A record's edit page, with its image previews and history.
    await visit(page, "/admin/products", seen);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    await page.waitForLoadState("networkidle");
    seen.push(...(await page.evaluate(() => window.__cspViolations ?? [])));
    expect(seen).toEqual([]);
  });
});
