import { expect, test, type Page } from "./support/test";
import { presetConsent } from "./support/consent";
import { anonClient, enrolFactor, freshCode, totpFor, withToken } from "./support/factor";
import { createUserWithPassword } from "./support/mail";
import { rest } from "./support/rest";

// The Security switch changes what every staff session may do: its own project, after all others.
test.describe.configure({ mode: "serial", timeout: 150_000 });

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId("sign-in-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("Staff must use two-step sign-in: only an admin with a factor turns it on; staff without one enrol first", async ({
  browser,
  request,
}) => {
  const withFactor = await createUserWithPassword("admin");
  const without = await createUserWithPassword("support");
  const plainAdmin = await createUserWithPassword("admin");
  const { totp, used } = await enrolFactor(withFactor.email, withFactor.password);
  try {
    // An admin without a factor is offered the switch disabled, with the reason.
    const plainContext = await browser.newContext();
    const plainPage = await plainContext.newPage();
    await presetConsent(plainPage);
    await plainPage.goto("/login?next=%2Fadmin%2Fsecurity");
    await signIn(plainPage, plainAdmin.email, plainAdmin.password);
    await expect(plainPage.locator("main h1")).toHaveText("Security");
    const plainSwitch = plainPage.getByLabel("Staff must use two-step sign-in");
    await expect(plainSwitch).toBeDisabled();
    await expect(
      plainPage.getByText("Set up two-factor sign-in for your own account first."),
    ).toBeVisible();

    // The admin with a factor turns it on after the code.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await presetConsent(adminPage);
    await adminPage.goto("/login?next=%2Fadmin%2Fsecurity");
    await signIn(adminPage, withFactor.email, withFactor.password);
    await adminPage.getByLabel("Authentication code").fill(freshCode(totp, used));
    await adminPage.getByRole("button", { name: "Verify" }).click();
    await expect(adminPage.locator("main h1")).toHaveText("Security");
    await adminPage.getByLabel("Staff must use two-step sign-in").click();
    await expect(adminPage.getByText("Staff must now use two-step sign-in.")).toBeVisible();
    const [settings] = await rest<{ staff_mfa_required: boolean }[]>(
      request,
      "GET",
      "site_settings?select=staff_mfa_required",
    );
    expect(settings?.staff_mfa_required).toBe(true);
    // The admin without a factor is now held at the enrolment on every back-office page.
    await plainPage.reload();
    await expect(plainPage.locator("main h1")).toHaveText("Set up two-step sign-in");

    // Staff without a factor: the database treats them as non-staff...
    const session = await anonClient().auth.signInWithPassword({
      email: without.email,
      password: without.password,
    });
    const client = withToken(session.data.session!.access_token);
    expect((await client.rpc("is_current_user_staff")).data).toBe(false);
    // ...and the app leads them to enrol before any back-office page opens.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await presetConsent(staffPage);
    await staffPage.goto("/login?next=%2Fsupport%2Fagent");
    await signIn(staffPage, without.email, without.password);
    await expect(staffPage.locator("main h1")).toHaveText("Set up two-step sign-in");
    await staffPage.goto("/support/agent");
    await expect(staffPage.locator("main h1")).toHaveText("Set up two-step sign-in");
    await staffPage.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await staffPage.getByTestId("mfa-secret").textContent())!.trim();
    const staffTotp = totpFor(secret);
    await staffPage.getByLabel("Code from the app").fill(staffTotp.generate());
    await staffPage.getByRole("button", { name: "Turn on" }).click();
    await expect(staffPage.locator("main h1")).not.toHaveText("Set up two-step sign-in");
    await expect(staffPage).toHaveURL(/\/support\/agent$/);
    const aal2 = (await staffPage.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith("-auth-token"))!;
      return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    })) as string;
    expect((await withToken(aal2).rpc("is_current_user_staff")).data).toBe(true);
    await Promise.all([plainContext.close(), adminContext.close(), staffContext.close()]);
  } finally {
    await rest(request, "PATCH", "site_settings?id=eq.1", { staff_mfa_required: false });
  }
});
