-- The first admin by a one-time setup code (as Grafana, Jenkins and Directus do it). Sign-up is
-- public, so "the first confirmed user becomes admin" let a stranger claim a fresh deployment.
-- Now claim_initial_admin() needs a code that only someone with database access can issue:
--   select private.issue_admin_setup_code();
-- (the local stack prints one at start while no admin exists; `npm run admin:setup-code`; on
-- hosted Supabase run it in the SQL editor). Only its SHA-256 is stored, in a schema no API role
-- can reach; it works once; an issued code replaces the previous one; after 5 wrong codes in an
-- hour a user is refused. The 80-bit code makes guessing from many accounts hopeless too.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

create table if not exists private.admin_setup_code (
  id integer primary key default 1 check (id = 1),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table private.admin_setup_code is 'The SHA-256 of the one open admin setup code, if any. Never exposed to the API.';
alter table private.admin_setup_code enable row level security;
revoke all on private.admin_setup_code from public, anon, authenticated, service_role;

-- Normalised as the user may type it: case and separators do not matter.
create or replace function private.admin_setup_code_hash(_code text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(
    extensions.digest(regexp_replace(lower(coalesce(_code, '')), '[^0-9a-f]', '', 'g'), 'sha256'),
    'hex'
  )
$$;

-- A new code (printed once, stored hashed), or null when an admin already exists.
create or replace function private.issue_admin_setup_code() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _hex text := encode(extensions.gen_random_bytes(10), 'hex');
  _code text;
begin
  if exists (select 1 from public.user_roles where role = 'admin') then
    return null;
  end if;
  _code := concat_ws('-', substr(_hex, 1, 4), substr(_hex, 5, 4), substr(_hex, 9, 4),
    substr(_hex, 13, 4), substr(_hex, 17, 4));
  insert into private.admin_setup_code (id, code_hash, created_at)
  values (1, private.admin_setup_code_hash(_code), now())
  on conflict (id) do update set code_hash = excluded.code_hash, created_at = excluded.created_at;
  return _code;
end
$$;
comment on function private.issue_admin_setup_code() is 'Database owners only: issues a new one-time admin setup code (replacing any open one) while no admin exists; null otherwise.';
revoke execute on function private.admin_setup_code_hash(text), private.issue_admin_setup_code()
  from public, anon, authenticated, service_role;

-- Generated when the database is created; the stack and the command issue the one people read.
select private.issue_admin_setup_code();

drop function if exists public.claim_initial_admin();

-- claimed | admin_exists | wrong_code | too_many_attempts. Refusals return (not raise) so the
-- count of wrong codes, kept in the security log, survives the call.
create or replace function public.claim_initial_admin(setup_code text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
begin
  if _uid is null then
    raise exception 'Sign in to claim the admin role' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = _uid and u.deleted_at is null) then
    raise exception 'Unknown user' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = _uid and u.email_confirmed_at is not null) then
    raise exception 'Confirm your e-mail address before claiming the admin role' using errcode = '42501';
  end if;
  if char_length(coalesce(setup_code, '')) > 100 then
    raise exception 'setup_code is too long' using errcode = '22023';
  end if;

  -- Serialise concurrent claims: the second caller waits, then sees the first one's admin.
  perform pg_advisory_xact_lock(hashtext('public.user_roles.admin'));
  if exists (select 1 from public.user_roles where role = 'admin') then
    -- Log refusals, but not more than 5 per user in 10 minutes.
    if (
      select count(*) from public.security_events e
      where e.user_id = _uid and e.event_type = 'admin_setup_rejected'
        and e.created_at > now() - interval '10 minutes'
    ) < 5 then
      perform public.write_security_event(_uid, 'admin_setup_rejected',
        jsonb_build_object('reason', 'admin_exists'));
    end if;
    return 'admin_exists';
  end if;

  if (
    select count(*) from public.security_events e
    where e.user_id = _uid and e.event_type = 'admin_setup_rejected'
      and e.details ->> 'reason' = 'wrong_code'
      and e.created_at > now() - interval '1 hour'
  ) >= 5 then
    return 'too_many_attempts';
  end if;

  if not exists (
    select 1 from private.admin_setup_code c
    where c.code_hash = private.admin_setup_code_hash(setup_code)
  ) then
    perform public.write_security_event(_uid, 'admin_setup_rejected',
      jsonb_build_object('reason', 'wrong_code'));
    return 'wrong_code';
  end if;

  delete from private.admin_setup_code;
  insert into public.user_roles (user_id, role) values (_uid, 'admin');
  perform public.write_security_event(_uid, 'admin_setup_claimed', '{}'::jsonb);
  return 'claimed';
end
$$;
comment on function public.claim_initial_admin(text) is 'Makes the caller (signed in, e-mail confirmed) admin with the one-time setup code while no admin exists; race-safe. Answers claimed, admin_exists, wrong_code or too_many_attempts (after 5 wrong codes in an hour).';

revoke execute on function public.claim_initial_admin(text) from public, anon;
grant execute on function public.claim_initial_admin(text) to authenticated;
