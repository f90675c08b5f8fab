import { expect, test } from "./support/test";
import { createClient } from "@supabase/supabase-js";
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY } from "../local-supabase/src/config";
import { presetConsent } from "./support/consent";
import { createUserWithPassword } from "./support/mail";
import { E2E_ORIGIN } from "./support/ports";
import { rest } from "./support/rest";
import { readSetupCode } from "./support/setup-code";
import { createSignedInUser, useSession } from "./support/users";

class NoWebSocket {
  constructor() {
    throw new Error("no realtime");
  }
}
const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoWebSocket as never },
};

// One file, serial: the first-admin claim depends on whether any admin exists in the shared
// backend. The seed has none; other tests create admins as they run.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function adminExists(request: Parameters<typeof rest>[0]): Promise<boolean> {
  return (
    (await rest<unknown[]>(request, "GET", "user_roles?select=id&role=eq.admin&limit=1")).length > 0
  );
}

test("/admin-setup: a signed-out visitor is asked to sign in; a confirmed user with the setup code claims the first admin (a wrong code is refused, a used one too), or is told the site is set up", async ({
  page,
  request,
  browser,
}) => {
  await presetConsent(page);
  const claimer = await createUserWithPassword();
  try {
    let claimable = false;
    if (!(await adminExists(request))) {
      await page.goto("/admin-setup");
      // Another test may create an admin at any moment: then the page says it is set up.
      await expect(page.locator("main h1")).toHaveText(/^(Admin Setup|This site is set up)$/);
      claimable = (await page.locator("main h1").textContent()) === "Admin Setup";
    }
    if (claimable) {
      await expect(page.getByTestId("setup-sign-in-first")).toBeVisible();
      await page.locator("main").getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin-setup$/);
      const form = page.getByTestId("sign-in-form");
      await form.getByLabel("Email").fill(claimer.email);
      await form.getByLabel("Password", { exact: true }).fill(claimer.password);
      await form.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/admin-setup$/);
      const claim = page.getByRole("button", { name: "Become Administrator" });
      if (await adminExists(request)) {
        await expect(page.getByTestId("setup-done")).toBeVisible();
      } else {
        // Without the one-time code (printed by the stack) nobody becomes admin.
        await expect(claim).toBeDisabled();
        await page.getByLabel("Setup code").fill("0000-0000-0000-0000-0000");
        await claim.click();
        await expect(page.getByTestId("setup-error")).toHaveText(
          "That setup code is not right, or it has been used. Check it or ask for a new one.",
        );
        expect(await adminExists(request)).toBe(false);
        await page.getByLabel("Setup code").fill(readSetupCode() ?? "");
        await claim.click();
        await expect(page.locator("main h1")).toHaveText("Dashboard");
        const events = await rest<unknown[]>(
          request,
          "GET",
          `security_events?select=id&event_type=eq.admin_setup_claimed&user_id=eq.${claimer.id}`,
        );
        expect(events).toHaveLength(1);
      }
    }
    // From now on an admin exists: the page says the site is set up and links to sign-in.
    if (!(await adminExists(request))) await createSignedInUser("admin");
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await presetConsent(visitor);
    await visitor.goto("/admin-setup");
    await expect(visitor.locator("main h1")).toHaveText("This site is set up");
    await expect(visitor.locator("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2Fadmin",
    );
    await visitorContext.close();

    // A confirmed user cannot claim any more: the database says no.
    const user = await createSignedInUser();
    const client = createClient(E2E_ORIGIN, DEFAULT_ANON_KEY, {
      ...options,
      global: { headers: { Authorization: `Bearer ${user.access_token}` } },
    });
    // Used: the code the first admin typed works no more.
    const used = await client.rpc("claim_initial_admin", { setup_code: readSetupCode() ?? "" });
    expect(used.data).toBe("admin_exists");
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await presetConsent(userPage);
    await useSession(userPage, user);
    await userPage.goto("/admin-setup");
    await expect(userPage.getByTestId("setup-done")).toBeVisible();
    await expect(userPage.getByRole("link", { name: "Open the back office" })).toBeVisible();
    await userContext.close();
  } finally {
    // Leave no extra admin behind: deleting the user removes its role (the last-admin guard
    // allows that only for a deleted user), other tests make their own admins.
    const admin = createClient(E2E_ORIGIN, DEFAULT_SERVICE_ROLE_KEY, options);
    if ((await rest<unknown[]>(request, "GET", "user_roles?select=id&role=eq.admin")).length > 1) {
      await admin.auth.admin.deleteUser(claimer.id);
    }
  }
});
