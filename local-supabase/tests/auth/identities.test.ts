import { describe, expect, inject, it } from "vitest";
import { signedIn } from "./support";

describe("identities", () => {
  it("refuses to unlink the only identity", async () => {
    const { client } = await signedIn();
    const { data } = await client.auth.getUserIdentities();
    const identity = data!.identities[0]!;
    expect(identity.provider).toBe("email");
    const { error } = await client.auth.unlinkIdentity(identity);
    expect(error?.code).toBe("single_identity_not_deletable");
  });

  it("answers unknown and malformed identity ids with a 4xx", async () => {
    const { session } = await signedIn();
    const headers = { Authorization: `Bearer ${session.access_token}`, apikey: inject("anonKey") };
    const unknown = await fetch(
      `${inject("apiUrl")}/auth/v1/user/identities/${crypto.randomUUID()}`,
      { method: "DELETE", headers },
    );
    expect(unknown.status).toBe(404);
    const bad = await fetch(`${inject("apiUrl")}/auth/v1/user/identities/x'or'1`, {
      method: "DELETE",
      headers,
    });
    expect(bad.status).toBe(400);
  });

  it("says external providers are not enabled for linking", async () => {
    const { client } = await signedIn();
    const { error } = await client.auth.linkIdentity({
      provider: "google",
      options: { skipBrowserRedirect: true },
    });
    expect(error?.code).toBe("provider_disabled");
  });
});
