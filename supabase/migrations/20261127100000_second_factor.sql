-- The second factor in the database. A stolen password alone must change nothing: for a user
-- with a verified factor, is_current_user_admin() and is_current_user_staff() (and so every
-- policy, SECURITY DEFINER function and storage policy built on them) answer false unless the
-- token says aal2 -- Supabase's documented pattern (auth.mfa_factors + auth.jwt() ->> 'aal').
-- The Security switch site_settings.staff_mfa_required (off in the seed) makes staff without a
-- verified factor non-staff until they enrol one. has_role() answers only about the caller, or
-- to staff.

-- The role lookup itself, for the helpers, role_of() and triggers: not callable by clients.
create or replace function public.user_holds_role(_user_id uuid, _role text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
$$;
comment on function public.user_holds_role(uuid, text) is 'Internal: whether the user holds the role, whoever asks.';
revoke execute on function public.user_holds_role(uuid, text) from public, anon, authenticated;

alter table public.site_settings
  add column staff_mfa_required boolean not null default false;
comment on column public.site_settings.staff_mfa_required is 'Security switch: staff must use two-step sign-in. When on, staff without a verified factor count as non-staff until they enrol one.';

-- Whether the caller's session is strong enough for staff powers: with a verified factor only an
-- aal2 token; without one only while the Security switch is off.
create or replace function public.staff_session_is_strong() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    ) then coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    else not coalesce((select s.staff_mfa_required from public.site_settings s where s.id = 1), false)
  end
$$;
comment on function public.staff_session_is_strong() is 'Internal: true when the caller has no verified factor (and the Security switch is off) or its token is aal2.';
revoke execute on function public.staff_session_is_strong() from public, anon, authenticated;

create or replace function public.is_current_user_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    public.user_holds_role(auth.uid(), 'admin') and public.staff_session_is_strong(),
    false
  )
$$;
comment on function public.is_current_user_admin() is 'True when the caller is an admin and its session passes the second-factor rule (aal2 when it has a factor).';

create or replace function public.is_current_user_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    exists (
      select 1 from public.user_roles ur
      where ur.user_id = auth.uid() and ur.role in ('admin', 'support')
    ) and public.staff_session_is_strong(),
    false
  )
$$;
comment on function public.is_current_user_staff() is 'True when the caller is admin or support and its session passes the second-factor rule (aal2 when it has a factor).';

create or replace function public.role_of(_user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when public.user_holds_role(_user_id, 'admin') then 'admin'
    when public.user_holds_role(_user_id, 'support') then 'support'
    else 'user'
  end
$$;

-- Signed-in users ask about themselves; only staff may ask about someone else.
create or replace function public.has_role(_user_id uuid, _role text) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if _user_id is distinct from auth.uid() and not public.is_current_user_staff() then
    raise exception 'has_role answers only about the caller' using errcode = '42501';
  end if;
  return public.user_holds_role(_user_id, _role);
end
$$;
comment on function public.has_role(uuid, text) is 'True when the user holds the role (admin or support). Answers about the caller; about others only to staff.';

-- Only an admin who has a verified factor can turn the switch on (an admin with a factor passes
-- the update policy only at aal2). SQL outside a request (auth.uid() is null) may set it.
create or replace function public.site_settings_guard_staff_mfa() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
begin
  if new.staff_mfa_required
     and (tg_op = 'INSERT' or not old.staff_mfa_required)
     and _uid is not null
     and not exists (
       select 1 from auth.mfa_factors f where f.user_id = _uid and f.status = 'verified'
     ) then
    raise exception 'Set up two-step sign-in for your own account before requiring it of staff'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function public.site_settings_guard_staff_mfa() from public, anon, authenticated;

create trigger site_settings_guard_staff_mfa before insert or update on public.site_settings
  for each row execute function public.site_settings_guard_staff_mfa();
