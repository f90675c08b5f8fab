import { expect as baseExpect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { createSignedInUser, useSession } from "./support/users";

const expect = baseExpect.configure({ timeout: 20_000 });

/** How far each scroll box around the products table (and the page) overflows sideways. */
function overflows() {
  const list = document.querySelector("[data-list-table]")!;
  const boxes = [list, ...Array.from(list.querySelectorAll("div")), document.documentElement];
  return boxes.map((box) => box.scrollWidth - box.clientWidth);
}

test.describe("the admin products table", () => {
  for (const width of [820, 1280]) {
    test(`fits at ${width} px without scrolling sideways`, async ({ page }, testInfo) => {
      await presetConsent(page);
      await useSession(page, await createSignedInUser("admin"));
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/products");
      const table = page.locator("[data-list-table] table");
      await expect(table.locator("tbody tr").first()).toBeVisible();
      const header = table.locator("thead");
      await expect(header.getByRole("button", { name: "Name" })).toBeVisible();
      await expect(header.getByText("Updated")).toBeVisible();
      await expect(header.getByText("Active")).toBeVisible();
      for (const overflow of await page.evaluate(overflows))
        expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`products-${width}.png`), fullPage: true });
    });
  }
});
