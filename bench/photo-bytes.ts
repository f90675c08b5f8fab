/**
 * `npx tsx bench/photo-bytes.ts`: the bytes a product list page (/products) loads when ten of its
 * products have photos taken on a phone (4000 × 3000 px JPEG), before and after the back office
 * resized uploads.
 *
 * Before: each photo stored as it is (what the upload did until now) and shown by its URL.
 * After: the same photo uploaded through the product form of the built app (resized in the
 * browser to a 1600 px WebP with 400 and 800 px copies) and shown with srcset/sizes.
 * Measured in Chromium on a phone (390 × 844, 3x) and a desktop (1280 × 800, 1x), scrolled to
 * the end so every lazy image loads, from a fresh cache. Prints figures, asserts nothing.
 * "the ten photos" counts those of the ten the list's first page actually requests (on the
 * seeded data, 4 of them land on page 1; the per-photo figure is the total over the count).
 *
 * Needs a build for the port: VITE_SUPABASE_URL=http://127.0.0.1:<port> ... --outDir dist-e2e,
 * then `E2E_API_PORT=<port> E2E_INBOX_PORT=<port+3> npx tsx bench/photo-bytes.ts`.
 */
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { DEFAULT_SERVICE_ROLE_KEY, loadConfig } from "../local-supabase/src/config";
import { startStack } from "../local-supabase/src/server";
import { presetConsent } from "../e2e/support/consent";
import { makePhoto } from "../e2e/support/photos";
import { E2E_API_PORT, E2E_INBOX_PORT, E2E_ORIGIN } from "../e2e/support/ports";
import { createSignedInUser, useSession } from "../e2e/support/users";

const root = path.resolve(import.meta.dirname, "..");
const COUNT = 10;
const service = {
  apikey: DEFAULT_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`,
};

async function rest<T>(method: string, query: string, body?: unknown): Promise<T> {
  const res = await fetch(`${E2E_ORIGIN}/rest/v1/${query}`, {
    method,
    headers: { ...service, "Content-Type": "application/json", Prefer: "return=representation" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${query}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const PROFILES = [
  { name: "phone 390 px, 3x", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "desktop 1280 px, 1x", viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

/** Bytes received by /products, scrolled to the end: everything, and the ten photos. */
async function measure(browser: Browser, photoUrls: (url: string) => boolean) {
  const out: { profile: string; total: number; photos: number; photoRequests: number }[] = [];
  for (const p of PROFILES) {
    const context = await browser.newContext({
      baseURL: E2E_ORIGIN,
      viewport: p.viewport,
      deviceScaleFactor: p.deviceScaleFactor,
    });
    const page = await context.newPage();
    await presetConsent(page);
    const done: Promise<void>[] = [];
    let total = 0;
    let photos = 0;
    let photoRequests = 0;
    page.on("requestfinished", (request) =>
      done.push(
        request.sizes().then((s) => {
          const bytes = s.responseBodySize + s.responseHeadersSize;
          total += bytes;
          if (photoUrls(request.url())) {
            photos += bytes;
            photoRequests++;
          }
        }),
      ),
    );
    await page.goto("/products", { waitUntil: "networkidle" });
    for (let y = 0; y < 30; y++) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      await page.waitForTimeout(200);
    }
    // As a visitor who scrolled through the whole list: every lazy image loads.
    await page.evaluate(() =>
      document.querySelectorAll("img[loading=lazy]").forEach((img) => {
        (img as HTMLImageElement).loading = "eager";
      }),
    );
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await Promise.all(done);
    out.push({ profile: p.name, total, photos, photoRequests });
    await context.close();
  }
  return out;
}

const stack = await startStack(
  loadConfig(process.env, {
    apiPort: E2E_API_PORT,
    inboxPort: E2E_INBOX_PORT,
    dbPort: -1,
    dataDir: null,
    staticDir: path.join(root, process.env.E2E_DIST ?? "dist-e2e"),
    siteUrl: E2E_ORIGIN,
    quiet: true,
  }),
);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await page.goto("/robots.txt");
  const [category] = await rest<{ id: string }[]>("GET", "categories?select=id&limit=1");
  const products: { id: string; photo: Buffer; before: string }[] = [];
  for (let i = 0; i < COUNT; i++) {
    const photo = await makePhoto(page);
    const objectPath = `bench/phone-photo-${i}.jpg`;
    const up = await fetch(`${E2E_ORIGIN}/storage/v1/object/media/${objectPath}`, {
      method: "POST",
      headers: { ...service, "Content-Type": "image/jpeg", "x-upsert": "true" },
      body: new Uint8Array(photo),
    });
    if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const url = `${E2E_ORIGIN}/storage/v1/object/public/media/${objectPath}`;
    const [row] = await rest<{ id: string }[]>("POST", "products", {
      name: `Phone photo ${i + 1}`,
      slug: `bench-phone-photo-${i + 1}`,
      category_id: category!.id,
      sort_order: -9000 + i,
      // Featured and first in order: the list's default sort ("featured") shows all ten on page 1.
      is_featured: true,
      is_active: true,
      image_url: url,
      image_width: 4000,
      image_height: 3000,
      gallery: [{ url, alt: `Phone photo ${i + 1}`, width: 4000, height: 3000 }],
    });
    products.push({ id: row!.id, photo, before: url });
  }
  const photoBytes = products.reduce((s, p) => s + p.photo.length, 0);
  console.log(`ten 4000 × 3000 JPEG photos: ${(photoBytes / 1024 / 1024).toFixed(1)} MiB in all`);
  const before = await measure(browser, (u) => u.includes("/media/bench/"));

  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  const after: string[] = [];
  for (const p of products) {
    await page.goto(`/admin/products/${p.id}`);
    await page.locator("#field-image_url-file").setInputFiles({
      name: "phone-photo.jpg",
      mimeType: "image/jpeg",
      buffer: p.photo,
    });
    await page.waitForFunction(
      () =>
        /\.w1600\.webp$/.test(
          (document.querySelector("#field-image_url") as HTMLInputElement).value,
        ),
      null,
      { timeout: 60_000 },
    );
    after.push(await page.locator("#field-image_url").inputValue());
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Product saved").first().waitFor();
  }
  const stems = after.map((u) => u.replace(/\.webp$/, ""));
  const afterFigures = await measure(browser, (u) => stems.some((s) => u.startsWith(s)));

  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log("\n/products with ten phone photos     total page  the ten photos (requests)");
  for (const [label, rows] of [
    ["before", before],
    ["after", afterFigures],
  ] as const) {
    for (const r of rows)
      console.log(
        `${label.padEnd(7)} ${r.profile.padEnd(22)} ${kib(r.total).padStart(12)}  ${kib(r.photos).padStart(10)} (${r.photoRequests})`,
      );
  }
} finally {
  await browser.close();
  await stack.close();
}
