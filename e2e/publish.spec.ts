import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

// The test stack's publish renders the English pages again (the first one also builds the server
// entry), on a machine shared with the other specs.
const expect = baseExpect.configure({ timeout: 20_000 });
const PUBLISH_TIMEOUT = 180_000;

interface Product {
  id: string;
  slug: string;
}

test("an admin edits a product name, publishes, and the prerendered HTML (JavaScript off) shows it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(480_000);
  const token = randomUUID().slice(0, 8);
  const before = `Publish Seal ${token}`;
  const after = `Publish Seal renamed ${token}`;
  const [product] = await rest<Product[]>(request, "POST", "products", {
    name: before,
    slug: `publish-seal-${token}`,
    is_active: true,
  });
  const card = page.getByRole("region", { name: "Public pages" });
  const publishAndWait = async () => {
    await page.goto("/admin");
    await card.getByRole("button", { name: "Publish" }).click();
    await expect(card.getByRole("button", { name: "Publishing…" })).toBeDisabled();
    // Not "Up to date": the specs running beside this one change content meanwhile.
    await expect(card.getByRole("button", { name: "Publish", exact: true })).toBeEnabled({
      timeout: PUBLISH_TIMEOUT,
    });
    await expect(card.getByTestId("publish-last-run")).toContainText("Succeeded");
  };
  try {
    await presetConsent(page);
    await useSession(page, await createSignedInUser("admin"));
    await page.goto(`/admin/products/${product!.id}`);
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toHaveValue(before);
    await name.fill(after);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Product saved").first()).toBeVisible();

    await page.goto("/admin");
    await expect(card.getByTestId("publish-state")).toHaveText(
      /Changes since the last publish: \d+/,
    );
    await expectNoSeriousA11yViolations(page, "/admin (publish card)");
    await publishAndWait();

    // What a crawler or a link preview reads: the prerendered HTML, no script run.
    const html = await (await page.request.get(`/products/${product!.slug}`)).text();
    expect(html).toContain(after);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`/products/${product!.slug}`);
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText(after);
    } finally {
      await noScript.close();
    }
  } finally {
    // Tests share the site: the product goes, and the pages are published again without it.
    await rest(request, "DELETE", `products?id=eq.${product!.id}`);
    await publishAndWait();
  }
});
