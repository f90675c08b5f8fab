import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { presetConsent } from "./support/consent";
import { anonClient, enrolFactor, freshCode, withToken } from "./support/factor";
import { createUserWithPassword, verifyLink, waitForMail } from "./support/mail";
import { signInWithForm } from "./support/users";

// Sign-ins, mails and a possible wait for the next 30-second code window.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test("an admin with a factor reaches nothing with the password alone, everything after the code", async ({
  page,
}) => {
  const admin = await createUserWithPassword("admin");
  const target = await createUserWithPassword();
  const { totp, used } = await enrolFactor(admin.email, admin.password);

  // The stolen password: an aal1 session straight from the API.
  const stolen = anonClient();
  const { data } = await stolen.auth.signInWithPassword({
    email: admin.email,
    password: admin.password,
  });
  const thief = withToken(data.session!.access_token);
  const tagline = `stolen ${randomUUID()}`;
  const changed = await thief.from("site_settings").update({ tagline }).eq("id", 1).select();
  expect(changed.data ?? []).toEqual([]);
  expect((await thief.rpc("admin_list_users", {})).error?.code).toBe("42501");
  const grant = await thief.rpc("admin_grant_role", {
    target_user_id: target.id,
    role_param: "admin",
  });
  expect(grant.error?.code).toBe("42501");
  const upload = await thief.storage
    .from("media")
    .upload(`stolen/${randomUUID()}.png`, new Blob([new Uint8Array([137, 80, 78, 71])]), {
      contentType: "image/png",
    });
  expect(upload.error).not.toBeNull();
  const password = await stolen.auth.updateUser({ password: `Stolen-${randomUUID()}` });
  expect(password.error).toMatchObject({ status: 401, code: "insufficient_aal" });

  // In the browser the password alone opens no back-office page: each asks for the code.
  await page.goto("/login?next=%2Fadmin%2Fusers");
  await signInWithForm(page, admin.email, admin.password);
  await expect(page.locator("main h1")).toHaveText("Two-step verification");
  for (const path of ["/admin", "/admin/security", "/support/agent"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toHaveText("Two-step verification");
  }
  await page.goto("/admin/users");
  await page.getByLabel("Authentication code").fill(freshCode(totp, used));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("main h1")).toHaveText("Users");
  await expect(page.getByText(target.email)).toBeVisible();
  await page.goto("/admin/security");
  await expect(page.locator("main h1")).toHaveText("Security");
  await expect(page.getByLabel("Staff must use two-step sign-in")).toBeEnabled();
});

test("a password reset asks for the code of the factor before the new password", async ({
  page,
}) => {
  const user = await createUserWithPassword("admin");
  const { totp, used } = await enrolFactor(user.email, user.password);
  await page.goto("/login?mode=forgot");
  await page.getByTestId("forgot-form").getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByTestId("reset-sent")).toBeVisible();
  await page.goto(verifyLink(await waitForMail(user.email, /reset/i)));
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.locator("main h1")).toHaveText("Two-step verification");
  await expect(page.getByText("before you choose a new password")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await page.getByLabel("Authentication code").fill(freshCode(totp, used));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("main h1")).toHaveText("Reset Password");
  const newPassword = `New-${randomUUID()}`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.locator("main h1")).toHaveText("Password changed");
  const again = await anonClient().auth.signInWithPassword({
    email: user.email,
    password: newPassword,
  });
  expect(again.error).toBeNull();
});
