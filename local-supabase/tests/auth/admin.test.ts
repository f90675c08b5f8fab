import { describe, expect, inject, it } from "vitest";
import {
  adminClient,
  authClient,
  confirmedUser,
  follow,
  fragmentParams,
  latestMail,
  linkIn,
  mailCount,
  signedIn,
  uniqueEmail,
} from "./support";

describe("admin API with the service_role key", () => {
  it("creates confirmed users with metadata who can sign in at once", async () => {
    const admin = adminClient().auth.admin;
    const email = uniqueEmail("admin");
    const { data, error } = await admin.createUser({
      email,
      password: "password-123",
      email_confirm: true,
      user_metadata: { username: "eve" },
      app_metadata: { plan: "gold" },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", plan: "gold" });
    const signIn = await authClient().auth.signInWithPassword({ email, password: "password-123" });
    expect(signIn.error).toBeNull();
    const dup = await admin.createUser({ email, password: "password-123" });
    expect(dup.error?.code).toBe("email_exists");
  });

  it("lists users with page and per_page", async () => {
    await confirmedUser();
    await confirmedUser();
    const admin = adminClient().auth.admin;
    const { data, error } = await admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect((data as unknown as { total: number }).total).toBeGreaterThanOrEqual(2);
    expect((data as unknown as { nextPage: number | null }).nextPage).toBe(2);
    const second = await admin.listUsers({ page: 2, perPage: 1 });
    expect(second.data.users[0]?.id).not.toBe(data.users[0]?.id);
  });

  it("gets, updates, bans and deletes a user", async () => {
    const user = await confirmedUser();
    const admin = adminClient().auth.admin;
    const got = await admin.getUserById(user.id);
    expect(got.data.user?.email).toBe(user.email);
    const upd = await admin.updateUserById(user.id, {
      user_metadata: { role_hint: "staff" },
      app_metadata: { x: 1 },
    });
    expect(upd.data.user?.user_metadata).toMatchObject({ role_hint: "staff" });
    expect(upd.data.user?.app_metadata).toMatchObject({ x: 1, provider: "email" });
    const banned = await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    const refused = await authClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(refused.error?.code).toBe("user_banned");
    await admin.updateUserById(user.id, { ban_duration: "none" });
    expect(
      (await authClient().auth.signInWithPassword({ email: user.email, password: user.password }))
        .error,
    ).toBeNull();
    const badBan = await admin.updateUserById(user.id, { ban_duration: "forever" });
    expect(badBan.error?.code).toBe("validation_failed");
    const soft = await admin.deleteUser(user.id, true);
    expect(soft.error).toBeNull();
    const afterSoft = await authClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(afterSoft.error?.code).toBe("user_banned");
    const del = await admin.deleteUser(user.id);
    expect(del.error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error?.code).toBe("user_not_found");
    expect(gone.error?.status).toBe(404);
  });

  it("answers a non-UUID user id with a 4xx", async () => {
    const headers = {
      apikey: inject("serviceRoleKey"),
      Authorization: `Bearer ${inject("serviceRoleKey")}`,
    };
    for (const [method, path] of [
      ["GET", "not-a-uuid"],
      ["PUT", "1;drop table auth.users"],
      ["DELETE", "x'or'1'='1"],
      ["GET", "not-a-uuid/factors"],
    ] as const) {
      const res = await fetch(
        `${inject("apiUrl")}/auth/v1/admin/users/${encodeURIComponent(path).replace("%2F", "/")}`,
        {
          method,
          headers,
          body: method === "GET" ? undefined : "{}",
        },
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error_code: string }).error_code).toBe("validation_failed");
    }
  });

  it("is refused with the anon key, a user's token, or no token", async () => {
    const anon = await authClient().auth.admin.listUsers();
    expect(anon.error?.code).toBe("not_admin");
    expect(anon.error?.status).toBe(403);
    const { session } = await signedIn();
    const res = await fetch(`${inject("apiUrl")}/auth/v1/admin/users`, {
      headers: { apikey: inject("anonKey"), Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(403);
    const none = await fetch(`${inject("apiUrl")}/auth/v1/admin/users`, {
      method: "POST",
      body: "{}",
    });
    expect(none.status).toBe(401);
    const invite = await authClient().auth.admin.inviteUserByEmail(uniqueEmail());
    expect(invite.error?.code).toBe("not_admin");
  });
});

describe("invite and generate_link", () => {
  it("invites by e-mail; the link signs the new user in", async () => {
    const email = uniqueEmail("invite");
    const { data, error } = await adminClient().auth.admin.inviteUserByEmail(email, {
      data: { username: "fred" },
      redirectTo: "http://127.0.0.1:5173/admin-setup",
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(email, "invited");
    const { location } = await follow(linkIn(mail));
    expect(location.pathname).toBe("/admin-setup");
    const params = fragmentParams(location);
    expect(params.get("type")).toBe("invite");
    const me = await authClient().auth.getUser(params.get("access_token")!);
    expect(me.data.user?.user_metadata).toEqual({ username: "fred" });
  });

  it("generates links of every type without sending mail", async () => {
    const admin = adminClient().auth.admin;
    const email = uniqueEmail("gen");
    const signup = await admin.generateLink({ type: "signup", email, password: "password-123" });
    expect(signup.error).toBeNull();
    expect(signup.data.properties?.verification_type).toBe("signup");
    expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(signup.data.user?.email).toBe(email);
    const { location } = await follow(signup.data.properties!.action_link);
    expect(fragmentParams(location).get("access_token")).toBeTruthy();

    const magic = await admin.generateLink({ type: "magiclink", email });
    expect(magic.data.properties?.verification_type).toBe("magiclink");
    const verified = await authClient().auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(verified.error).toBeNull();

    const recovery = await admin.generateLink({
      type: "recovery",
      email,
      options: { redirectTo: "http://127.0.0.1:5173/reset-password" },
    });
    expect(recovery.data.properties?.redirect_to).toBe("http://127.0.0.1:5173/reset-password");

    const next = uniqueEmail("gen-new");
    const change = await admin.generateLink({ type: "email_change_new", email, newEmail: next });
    expect(change.error).toBeNull();
    await follow(change.data.properties!.action_link);
    expect((await admin.getUserById(signup.data.user!.id)).data.user?.email).toBe(next);

    const invite = await admin.generateLink({ type: "invite", email: uniqueEmail("gen-inv") });
    expect(invite.data.properties?.verification_type).toBe("invite");
    const unknown = await admin.generateLink({ type: "recovery", email: uniqueEmail("none") });
    expect(unknown.error?.code).toBe("user_not_found");
    expect(await mailCount(email)).toBe(0);
  });
});
