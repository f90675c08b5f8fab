-- Roles model and user profiles.
-- Roles live in user_roles (admin, support); profiles mirror the highest role in profiles.role
-- so the app's last-resort admin check (profile role = 'admin') agrees with user_roles.
-- has_role() and is_current_user_admin() are SECURITY DEFINER so policies on user_roles itself
-- (and on every other table) can call them without recursing into RLS.

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function public.set_updated_at() is 'Trigger: keeps updated_at current on every update.';

-- Roles ---------------------------------------------------------------------------------------

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'support')),
  granted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);
comment on table public.user_roles is 'Staff roles: admin (back office) and support (support desk). Granted only by admins or claim_initial_admin().';
create index user_roles_role_idx on public.user_roles (role);

create or replace function public.has_role(_user_id uuid, _role text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur where ur.user_id = _user_id and ur.role = _role
  )
$$;
comment on function public.has_role(uuid, text) is 'True when the user holds the role (admin or support).';

create or replace function public.is_current_user_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.has_role(auth.uid(), 'admin'), false)
$$;
comment on function public.is_current_user_admin() is 'True when the caller (auth.uid()) is an admin.';

create or replace function public.is_current_user_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = auth.uid() and ur.role in ('admin', 'support')
  )
$$;
comment on function public.is_current_user_staff() is 'True when the caller is admin or support (the support desk).';

create or replace function public.role_of(_user_id uuid) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when public.has_role(_user_id, 'admin') then 'admin'
    when public.has_role(_user_id, 'support') then 'support'
    else 'user'
  end
$$;
comment on function public.role_of(uuid) is 'The highest role of a user: admin, support or user.';

-- Profiles ------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  username text not null check (username ~ '^[a-z0-9][a-z0-9_.-]{0,47}$'),
  full_name text check (char_length(full_name) <= 120),
  avatar_url text check (avatar_url ~ '^https?://' and char_length(avatar_url) <= 2048),
  role text not null default 'user' check (role in ('admin', 'support', 'user')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One profile per auth user, created by trigger at sign-up. role mirrors user_roles and is never written by clients.';
create unique index profiles_username_key on public.profiles (username);

create or replace function public.profiles_sync_role() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Whatever a client sends, role is always derived from user_roles.
  new.role := public.role_of(new.user_id);
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
  end if;
  return new;
end
$$;

create trigger profiles_sync_role before insert or update on public.profiles
  for each row execute function public.profiles_sync_role();
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

create or replace function public.user_roles_touch_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _uid uuid := coalesce(new.user_id, old.user_id);
begin
  update public.profiles set role = role where user_id = _uid;
  if tg_op = 'UPDATE' and old.user_id is distinct from new.user_id then
    update public.profiles set role = role where user_id = old.user_id;
  end if;
  return null;
end
$$;

create trigger user_roles_touch_profile after insert or update or delete on public.user_roles
  for each row execute function public.user_roles_touch_profile();

-- Lower-cased letters, digits, _ . - only, at most 30 characters; null when nothing is left.
-- handle_new_user() tries the sign-up username, then the e-mail's local part, then 'user'.
create or replace function public.username_candidate(_raw text) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    left(regexp_replace(regexp_replace(lower(coalesce(_raw, '')), '[^a-z0-9_.-]+', '', 'g'), '^[^a-z0-9]+', ''), 30),
    ''
  )
$$;

create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _base text := coalesce(
    public.username_candidate(new.raw_user_meta_data ->> 'username'),
    public.username_candidate(split_part(coalesce(new.email, ''), '@', 1)),
    'user'
  );
  _name text := _base;
  _full_name text := left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 120);
  _attempt int := 0;
begin
  loop
    begin
      insert into public.profiles (user_id, username, full_name)
      values (new.id, _name, _full_name)
      on conflict (user_id) do nothing;
      return new;
    exception when unique_violation then
      _attempt := _attempt + 1;
      if _attempt > 20 then
        raise;
      end if;
      _name := _base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 4 + least(_attempt, 8));
    end;
  end loop;
end
$$;
comment on function public.handle_new_user() is 'Trigger on auth.users: creates the profile with a unique username.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Trigger and internal helpers are not part of the API.
revoke execute on function public.set_updated_at(), public.profiles_sync_role(),
  public.user_roles_touch_profile(), public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.role_of(uuid) from public, anon, authenticated;
-- Signed-in clients may ask has_role() (the app checks its own roles); visitors may not probe ids.
revoke execute on function public.has_role(uuid, text) from public, anon;
grant execute on function public.has_role(uuid, text) to authenticated;

-- Last-admin guard: serialised by an advisory lock so two admins revoking each other at once
-- cannot both succeed. Removal is allowed when the auth user itself is being deleted.
create or replace function public.user_roles_guard_last_admin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin' or new.user_id <> old.user_id) then
    perform pg_advisory_xact_lock(hashtext('public.user_roles.admin'));
    if exists (select 1 from auth.users u where u.id = old.user_id)
       and not exists (
         select 1 from public.user_roles ur
         where ur.role = 'admin' and ur.id <> old.id
       ) then
      raise exception 'The last admin cannot be removed'
        using errcode = '42501', hint = 'Grant admin to another user first.';
    end if;
  end if;
  return coalesce(new, old);
end
$$;

create trigger user_roles_guard_last_admin before update or delete on public.user_roles
  for each row execute function public.user_roles_guard_last_admin();

revoke execute on function public.user_roles_guard_last_admin() from public, anon, authenticated;

-- Policies ------------------------------------------------------------------------------------

alter table public.user_roles enable row level security;
alter table public.profiles enable row level security;

create policy "user_roles: users read their own, admins read all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_current_user_admin()));
create policy "user_roles: admins grant roles to others" on public.user_roles
  for insert to authenticated
  with check ((select public.is_current_user_admin()) and user_id <> (select auth.uid()));
create policy "user_roles: admins revoke roles" on public.user_roles
  for delete to authenticated
  using ((select public.is_current_user_admin()));

create policy "profiles: users read their own, admins read all" on public.profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_current_user_admin()));
create policy "profiles: users update their own, admins any" on public.profiles
  for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_current_user_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_current_user_admin()));

-- Clients edit only the descriptive columns; role and user_id are the database's.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
grant update (username, full_name, avatar_url) on public.profiles to authenticated;
revoke update, truncate on public.user_roles from anon, authenticated;
revoke insert, delete on public.user_roles from anon;
