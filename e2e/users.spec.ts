import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { createUserWithPassword } from "./support/mail";
import { rest } from "./support/rest";
import { createSignedInUser, useSession } from "./support/users";

test.describe.configure({ timeout: 90_000 });

test("admins grant and revoke support on /admin/users, logged; the last-admin refusal is shown", async ({
  page,
  request,
}) => {
  const target = await createUserWithPassword();
  await presetConsent(page);
  await useSession(page, await createSignedInUser("admin"));
  await page.goto("/admin/users");
  await expect(page.locator("main h1")).toHaveText("Users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(target.email);
  const row = page.locator(`tr[data-email="${target.email}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId("users-table").locator("tbody tr")).toHaveCount(1);
  await expect(row.getByTestId("user-roles")).toHaveText("No role");
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: `Roles of ${target.email}` }).click();
  await page.getByRole("menuitem", { name: "Give support access" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(target.email);
  await dialog.getByRole("button", { name: "Grant role" }).click();
  await expect(row.getByTestId("user-roles")).toHaveText("Support");
  await expect
    .poll(async () =>
      (
        await rest<{ details: { target_user_id: string; role: string } }[]>(
          request,
          "GET",
          `security_events?select=details&event_type=eq.role_granted&details->>target_user_id=eq.${target.id}`,
        )
      ).map((e) => e.details.role),
    )
    .toEqual(["support"]);

  await row.getByRole("button", { name: `Roles of ${target.email}` }).click();
  await page.getByRole("menuitem", { name: "Remove support access" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke role" }).click();
  await expect(row.getByTestId("user-roles")).toHaveText("No role");
  const revoked = await rest<unknown[]>(
    request,
    "GET",
    `security_events?select=id&event_type=eq.role_revoked&details->>target_user_id=eq.${target.id}`,
  );
  expect(revoked).toHaveLength(1);

  // The database refuses removing the last admin (other tests' admins exist in this shared
  // backend, so its refusal is replayed here with the database's own answer).
  await page.route(
    "**/rest/v1/rpc/admin_revoke_role",
    (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          code: "42501",
          message: "The last admin cannot be removed",
          hint: "Grant admin to another user first.",
          details: null,
        }),
      }),
    { times: 1 },
  );
  await row.getByRole("button", { name: `Roles of ${target.email}` }).click();
  await page.getByRole("menuitem", { name: "Give support access" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Grant role" }).click();
  await expect(row.getByTestId("user-roles")).toHaveText("Support");
  await row.getByRole("button", { name: `Roles of ${target.email}` }).click();
  await page.getByRole("menuitem", { name: "Remove support access" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke role" }).click();
  await expect(
    page.getByText("The last admin cannot be removed. Grant admin to another user first."),
  ).toBeVisible();
  await expect(row.getByTestId("user-roles")).toHaveText("Support");
});
