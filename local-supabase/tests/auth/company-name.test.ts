import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { companyName, DEFAULT_COMPANY_NAME } from "../../src/mail/company-name";
import { authClient, latestMail, sql, uniqueEmail } from "./support";

describe("company name in mails", () => {
  it("is read from public.site_settings on the real database (default when absent)", async () => {
    const present = await sql<{ t: string | null }>(
      "select to_regclass('public.site_settings')::text as t",
    );
    const expected = present[0]?.t
      ? ((await sql<{ n: string }>("select company_name as n from public.site_settings limit 1"))[0]
          ?.n ?? DEFAULT_COMPANY_NAME)
      : DEFAULT_COMPANY_NAME;
    const client = new pg.Client({ connectionString: inject("dbUrl") });
    await client.connect();
    try {
      expect(await companyName(client)).toBe(expected);
    } finally {
      await client.end();
    }
    const email = uniqueEmail("company");
    await authClient().auth.signUp({ email, password: "password-123" });
    const mail = await latestMail(email);
    expect(mail.Subject).toContain(expected);
    expect(mail.Text).toContain(expected);
  });
});
