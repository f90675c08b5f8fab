import type { Queryable } from "../../db/types";

export async function identityCount(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    "select count(*)::text as n from auth.identities where user_id = $1",
    [userId],
  );
  return Number(rows[0]!.n);
}

export async function identityExists(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await tx.query("select 1 from auth.identities where user_id = $1 and id = $2", [
    userId,
    id,
  ]);
  return rows.length > 0;
}

export async function deleteIdentity(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from auth.identities where id = $1", [id]);
}

/** Keeps the e-mail identity in step with the user's address and confirmation. */
export async function syncEmailIdentity(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data
       || jsonb_build_object('email', u.email, 'email_verified', u.email_confirmed_at is not null),
       updated_at = now()
     from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [userId],
  );
}

export async function touchIdentitySignIn(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    "update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'",
    [userId],
  );
}
