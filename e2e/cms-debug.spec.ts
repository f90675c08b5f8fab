import { expect, test } from "@playwright/test";
import { presetConsent } from "./support/consent";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

test("debug blocker", async ({ page, request }) => {
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  const [p] = await rest<{ id: string }[]>(request, "GET", "products?select=id&limit=1");
  await page.goto(`/admin/products/${p!.id}`);
  await page.getByLabel("Short description").fill("Not saved yet");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("link", { name: "Categories", exact: true }).click();
  await page.waitForTimeout(1000);
  console.log("URL", page.url());
});
