-- Admin setup and user management: claim the first admin role, list users with their auth
-- data and roles, grant and revoke roles. All SECURITY DEFINER with a fixed search_path; each
-- checks the caller first. Role changes are logged by the user_roles trigger; admin setup logs
-- its own events. The advisory lock is the same one the last-admin guard takes.

create or replace function public.admin_exists() returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from public.user_roles where role = 'admin') $$;
comment on function public.admin_exists() is 'Whether any admin exists (the /admin-setup page shows the claim form only when not).';

create or replace function public.claim_initial_admin() returns boolean
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
    return false;
  end if;

  insert into public.user_roles (user_id, role) values (_uid, 'admin');
  perform public.write_security_event(_uid, 'admin_setup_claimed', '{}'::jsonb);
  return true;
end
$$;
comment on function public.claim_initial_admin() is 'Makes the caller (signed in, e-mail confirmed) admin only if no admin exists yet; race-safe. Returns false once an admin exists.';

create or replace function public.admin_list_users(
  search_param text default null,
  limit_param integer default 50,
  offset_param integer default 0
) returns table (
  user_id uuid,
  email text,
  username text,
  full_name text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  email_confirmed_at timestamptz,
  roles text[],
  total_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _limit integer := least(greatest(coalesce(limit_param, 50), 1), 200);
  _offset integer := greatest(coalesce(offset_param, 0), 0);
  _search text := nullif(btrim(coalesce(search_param, '')), '');
  _pattern text;
begin
  if not public.is_current_user_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  if char_length(_search) > 100 then
    raise exception 'search_param is too long' using errcode = '22023';
  end if;
  -- The search text is matched literally: LIKE wildcards in it are escaped.
  _pattern := '%' || replace(replace(replace(coalesce(_search, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select u.id, u.email::text, p.username, p.full_name, u.created_at, u.last_sign_in_at,
      u.email_confirmed_at,
      coalesce((select array_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id), '{}'::text[]),
      (count(*) over ())::integer
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    where u.deleted_at is null
      and (_search is null or u.email ilike _pattern or p.username ilike _pattern or p.full_name ilike _pattern)
    order by u.created_at desc nulls last, u.id
    limit _limit offset _offset;
end
$$;
comment on function public.admin_list_users(text, integer, integer) is 'Admins: users with e-mail, created and last sign-in times and roles; searchable (e-mail, username, name) and paged (total_count on each row).';

create or replace function public.admin_set_role(target_user_id uuid, role_param text, grant_param boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _n integer;
begin
  if not public.is_current_user_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  if role_param is null or role_param not in ('admin', 'support') then
    raise exception 'role_param must be admin or support' using errcode = '22023';
  end if;
  if target_user_id is null or not exists (select 1 from auth.users u where u.id = target_user_id) then
    raise exception 'No such user' using errcode = 'P0002';
  end if;
  if grant_param then
    if target_user_id = _uid then
      raise exception 'You cannot grant a role to yourself' using errcode = '42501';
    end if;
    insert into public.user_roles (user_id, role, granted_by) values (target_user_id, role_param, _uid)
    on conflict (user_id, role) do nothing;
  else
    delete from public.user_roles where user_id = target_user_id and role = role_param;
  end if;
  get diagnostics _n = row_count;
  return _n > 0;
end
$$;

create or replace function public.admin_grant_role(target_user_id uuid, role_param text) returns boolean
language sql
security definer
set search_path = ''
as $$ select public.admin_set_role(target_user_id, role_param, true) $$;
comment on function public.admin_grant_role(uuid, text) is 'Admins grant admin or support to another user; true when the role was new. Logged as role_granted.';

create or replace function public.admin_revoke_role(target_user_id uuid, role_param text) returns boolean
language sql
security definer
set search_path = ''
as $$ select public.admin_set_role(target_user_id, role_param, false) $$;
comment on function public.admin_revoke_role(uuid, text) is 'Admins revoke admin or support; the last admin cannot be removed. Logged as role_revoked.';

revoke execute on function public.admin_set_role(uuid, text, boolean) from public, anon, authenticated;
revoke execute on function public.claim_initial_admin(), public.admin_list_users(text, integer, integer),
  public.admin_grant_role(uuid, text), public.admin_revoke_role(uuid, text) from public, anon;
grant execute on function public.claim_initial_admin(), public.admin_list_users(text, integer, integer),
  public.admin_grant_role(uuid, text), public.admin_revoke_role(uuid, text) to authenticated;
grant execute on function public.admin_exists() to anon, authenticated;
