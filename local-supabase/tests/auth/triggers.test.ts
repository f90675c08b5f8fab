import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, authClient, follow, latestMail, linkIn, sql, uniqueEmail } from "./support";

// A probe trigger on auth.users, like a profile trigger of a migration, that only records this
// file's users (e-mails starting with "trigger-") so other tests are unaffected.
const PROBE = `
create schema if not exists auth_trigger_probe;
create table if not exists auth_trigger_probe.events (
  id bigserial primary key, op text not null, email text, confirmed boolean, meta jsonb
);
create or replace function auth_trigger_probe.record() returns trigger language plpgsql security definer
set search_path = '' as $$
begin
  if coalesce(new.email, old.email) like 'trigger-%' then
    insert into auth_trigger_probe.events (op, email, confirmed, meta)
    values (tg_op, coalesce(new.email, old.email), new.email_confirmed_at is not null, new.raw_user_meta_data);
  end if;
  return coalesce(new, old);
end $$;
drop trigger if exists auth_trigger_probe on auth.users;
create trigger auth_trigger_probe after insert or update or delete on auth.users
  for each row execute function auth_trigger_probe.record();
`;

const events = (email: string) =>
  sql<{ op: string; confirmed: boolean; meta: Record<string, unknown> | null }>(
    "select op, confirmed, meta from auth_trigger_probe.events where email = $1 order by id",
    [email],
  );

describe("database triggers on auth.users", () => {
  beforeAll(async () => {
    await sql(PROBE);
  });

  it("fire on sign-up (insert with metadata), confirmation (update) and delete", async () => {
    const email = uniqueEmail("trigger");
    const { data } = await authClient().auth.signUp({
      email,
      password: "password-123",
      options: { data: { username: "trigger-user" } },
    });
    const inserted = await events(email);
    expect(inserted[0]).toMatchObject({
      op: "INSERT",
      confirmed: false,
      meta: { username: "trigger-user" },
    });

    await follow(linkIn(await latestMail(email)));
    const afterConfirm = await events(email);
    expect(afterConfirm.some((e) => e.op === "UPDATE" && e.confirmed)).toBe(true);

    await adminClient().auth.admin.deleteUser(data.user!.id);
    expect((await events(email)).at(-1)?.op).toBe("DELETE");
  });

  it("fire on admin-created users", async () => {
    const email = uniqueEmail("trigger");
    await adminClient().auth.admin.createUser({
      email,
      password: "password-123",
      email_confirm: true,
    });
    expect((await events(email))[0]).toMatchObject({ op: "INSERT", confirmed: true });
  });
});
