import { describe, expect, it } from "vitest";
import { authClient, codeIn, latestMail, signedIn } from "./support";

describe("reauthentication", () => {
  it("mails a nonce that updateUser accepts with a new password", async () => {
    const { client, email } = await signedIn();
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const nonce = codeIn(await latestMail(email, "confirmation code"));
    const bad = await client.auth.updateUser({ password: "another-pass", nonce: "999999" });
    expect(bad.error?.code).toBe("reauthentication_not_valid");
    const ok = await client.auth.updateUser({ password: "another-pass", nonce });
    expect(ok.error).toBeNull();
    expect(
      (await authClient().auth.signInWithPassword({ email, password: "another-pass" })).error,
    ).toBeNull();
  });
});
