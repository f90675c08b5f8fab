import { expect, test, type Page } from "./support/test";
import * as OTPAuth from "otpauth";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { freshCode } from "./support/factor";
import { presetConsent } from "./support/consent";
import { createUserWithPassword } from "./support/mail";
import { rest, setProtection } from "./support/rest";
import { createSignedInUser, signInWithForm, useSession } from "./support/users";

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
});

function rightClickPrevented(page: Page) {
  return page.evaluate(() => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    (document.querySelector("main h1") ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test("the security log lists events with filters, and the protection switch works site-wide", async ({
  page,
  request,
}) => {
  const session = await createSignedInUser("admin");
  await useSession(page, session);
  await page.goto("/admin/security");
  await expect(page.locator("main h1")).toHaveText("Security");
  // The guard's own check is in the log; filter by type and user.
  await page.getByLabel("Event type").selectOption("admin_access_check");
  const log = page.getByTestId("security-log");
  await expect(log.locator("tbody tr").first()).toHaveAttribute("data-type", "admin_access_check");
  await page.getByLabel("User", { exact: true }).selectOption(session.user.id);
  await expect(log).toContainText(session.user.email!);
  await expectNoSeriousA11yViolations(page);

  const toggle = page.getByRole("switch", { name: /Protection enabled/ });
  try {
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText("Page protection is off")).toBeVisible();
    const rows = await rest<{ protection_enabled: boolean }[]>(
      request,
      "GET",
      "site_settings?select=protection_enabled",
    );
    expect(rows[0]?.protection_enabled).toBe(false);
    await page.goto("/about");
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => rightClickPrevented(page)).toBe(false);
  } finally {
    await setProtection(request, true);
  }
  await page.reload();
  await expect(page.locator("main h1")).toBeVisible();
  await expect.poll(() => rightClickPrevented(page)).toBe(true);
});

test("TOTP enrolment, then a sign-in that asks for the code before /admin opens", async ({
  page,
}) => {
  const user = await createUserWithPassword("admin");
  await page.goto("/login?next=%2Fadmin%2Fsecurity");
  await signInWithForm(page, user.email, user.password);
  await expect(page.locator("main h1")).toHaveText("Security");
  await expect(page.getByTestId("mfa-none")).toBeVisible();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  const first = totp.generate();
  await page.getByLabel("Code from the app").fill(first);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
  await expect(page.getByTestId("mfa-factors")).toContainText("Active");

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
  await expect(page.getByTestId("sign-in-link")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page.locator("main h1")).toHaveText("Two-step verification");
  await page.getByLabel("Authentication code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("auth-error")).toHaveAttribute("data-kind", "mfaFailed");
  // The password-only (aal1) session cannot open an admin page either: the guard asks too.
  await page.goto("/admin");
  await expect(page.locator("main h1")).toHaveText("Two-step verification");
  await expect(
    page.getByText("Enter the code from your authenticator app to open this area"),
  ).toBeVisible();
  // A code is accepted once: another than the enrolment's.
  await page.getByLabel("Authentication code").fill(freshCode(totp, first));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});
