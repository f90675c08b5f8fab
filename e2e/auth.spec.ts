import { randomUUID } from "node:crypto";
import { expect, test } from "./support/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { presetConsent } from "./support/consent";
import { createUserWithPassword, verifyLink, waitForMail } from "./support/mail";
import { signInWithForm } from "./support/users";

// Whole journeys through several pages and mails: more time than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

test.describe("the way in", () => {
  test("sign-up sends a confirmation mail whose link lands on /admin", async ({ page }) => {
    const email = `e2e-signup-${randomUUID()}@example.com`;
    await page.goto("/login");
    await expect(page.locator("main h1")).toHaveText("Sign In");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.locator("main h1")).toHaveText("Create Account");
    const form = page.getByTestId("sign-up-form");
    await form.getByLabel("Email").fill(email);
    // A weak password is refused with the rules shown.
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(form.getByText("The password does not meet the rules below")).toBeVisible();
    await form.getByLabel("Password", { exact: true }).fill("Waterproof2026");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.locator("main h1")).toHaveText("Check your inbox");
    await expect(page.getByTestId("check-inbox")).toContainText(email);
    await expect(page.getByRole("button", { name: /Resend/ })).toBeVisible();

    const link = verifyLink(await waitForMail(email));
    expect(link).toContain(encodeURIComponent("/admin"));
    await page.goto(link);
    // Confirmed, signed in, not admin: the guard sends them home with 'Access Denied'.
    await expect(
      page.getByText("You don't have admin permissions to access this area"),
    ).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("menu")).toContainText(email);
  });

  test("sign-in returns to the page asked for; a wrong password is told", async ({ page }) => {
    const user = await createUserWithPassword("admin");
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
    await signInWithForm(page, user.email, "wrong-password-1");
    await expect(page.getByTestId("auth-error")).toHaveText(/Invalid email or password/);
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.locator("main h1")).toHaveText("Users");

    // Sign out from the back office's account menu.
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test("a network failure offers a retry", async ({ page }) => {
    const user = await createUserWithPassword();
    await page.goto("/login");
    await page.route("**/auth/v1/token**", (route) => route.abort("failed"), { times: 1 });
    await signInWithForm(page, user.email, user.password);
    const alert = page.getByTestId("auth-error");
    await expect(alert).toHaveAttribute("data-kind", "network");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("password reset: the mail, a new password, signing in with it, and a used link", async ({
    page,
  }) => {
    const user = await createUserWithPassword();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByTestId("forgot-form").getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByTestId("reset-sent")).toBeVisible();

    // An unknown address gets the very same answer.
    await page.goto("/login?mode=forgot");
    await page
      .getByTestId("forgot-form")
      .getByLabel("Email")
      .fill(`nobody-${randomUUID()}@example.com`);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByTestId("reset-sent")).toBeVisible();

    const link = verifyLink(await waitForMail(user.email, /reset/i));
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.locator("main h1")).toHaveText("Reset Password");
    const newPassword = `New-${randomUUID()}`;
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Repeat the new password").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Repeat the new password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.locator("main h1")).toHaveText("Password changed");
    await page.getByTestId("reset-continue").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Sign out of all devices" }).click();
    await page.getByTestId("sign-in-link").click();
    await signInWithForm(page, user.email, user.password);
    await expect(page.getByTestId("auth-error")).toHaveText(/Invalid email or password/);
    await signInWithForm(page, user.email, newPassword);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    // The link works once.
    await page.goto(link);
    await expect(page.getByTestId("reset-expired")).toBeVisible();
    await expect(page.locator("main h1")).toHaveText("This reset link has expired");
  });
});
