-- Security log: an append-only table of security events (admin access checks, sign-in
-- failures, role changes, admin setup), written only through functions, read only by admins.
-- The client IP and user agent come from the request headers PostgREST exposes as
-- request.headers; x-forwarded-for is only as trustworthy as the proxy in front of the API.

create table public.security_events (
  id bigint generated always as identity primary key,
  event_type text not null check (event_type ~ '^[a-z][a-z0-9_]{2,49}$'),
  -- No foreign key: the log outlives deleted users and must never be rewritten by a cascade.
  user_id uuid,
  details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 4096),
  ip inet,
  user_agent text check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now()
);
comment on table public.security_events is 'Append-only security log. Written by log_security_event() and internal triggers; readable by admins only; never updated or deleted.';
create index security_events_created_at_idx on public.security_events (created_at desc);
create index security_events_type_created_at_idx on public.security_events (event_type, created_at desc);
create index security_events_user_created_at_idx on public.security_events (user_id, created_at desc);

create or replace function public.security_events_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'security_events is append-only' using errcode = '42501';
end
$$;

create trigger security_events_no_update before update or delete on public.security_events
  for each row execute function public.security_events_immutable();
create trigger security_events_no_truncate before truncate on public.security_events
  for each statement execute function public.security_events_immutable();

-- The request's headers as JSON, or an empty object outside a request or on malformed input.
create or replace function public.request_headers() returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
exception when others then
  return '{}'::jsonb;
end
$$;

-- The client IP: the first x-forwarded-for entry, else x-real-ip; null when absent or not an IP.
create or replace function public.request_ip() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  _h jsonb := public.request_headers();
  _raw text := btrim(split_part(coalesce(_h ->> 'x-forwarded-for', _h ->> 'x-real-ip', ''), ',', 1));
begin
  if _raw = '' or char_length(_raw) > 64 then
    return null;
  end if;
  return _raw::inet;
exception when others then
  return null;
end
$$;

create or replace function public.request_user_agent() returns text
language sql
stable
set search_path = ''
as $$ select left(nullif(public.request_headers() ->> 'user-agent', ''), 512) $$;

-- Internal writer used by triggers, admin functions and the auth service (as service_role).
create or replace function public.write_security_event(_user_id uuid, _event_type text, _details jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _id bigint;
  _d jsonb := coalesce(_details, '{}'::jsonb);
begin
  if jsonb_typeof(_d) <> 'object' then
    _d := jsonb_build_object('value', _d);
  end if;
  if octet_length(_d::text) > 4096 then
    _d := jsonb_build_object('truncated', true, 'size', octet_length(_d::text));
  end if;
  insert into public.security_events (event_type, user_id, details, ip, user_agent)
  values (_event_type, _user_id, _d, public.request_ip(), public.request_user_agent())
  returning id into _id;
  return _id;
end
$$;
comment on function public.write_security_event(uuid, text, jsonb) is 'Internal: appends a security event with the request IP and user agent. Not callable by clients.';

-- Event types a signed-in client may report about itself. Role changes and admin setup are
-- written by the database itself so they cannot be forged.
create or replace function public.client_security_event_types() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'admin_access_check', 'admin_access_error', 'admin_access_denied',
    'sign_in_success', 'sign_in_failure', 'sign_out',
    'password_changed', 'password_reset_request',
    'mfa_enrolled', 'mfa_failure', 'support_access_check', 'suspicious_activity'
  ]
$$;

create or replace function public.log_security_event(event_type_param text, event_details_param jsonb default '{}'::jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _uid uuid := auth.uid();
  _details jsonb := coalesce(event_details_param, '{}'::jsonb);
begin
  if _uid is null then
    raise exception 'Sign in to log security events' using errcode = '42501';
  end if;
  if event_type_param is null or not (event_type_param = any (public.client_security_event_types())) then
    raise exception 'Unknown security event type' using errcode = '22023',
      hint = 'One of: ' || array_to_string(public.client_security_event_types(), ', ');
  end if;
  if jsonb_typeof(_details) <> 'object' then
    raise exception 'event_details_param must be a JSON object' using errcode = '22023';
  end if;
  if octet_length(_details::text) > 2048 then
    raise exception 'event_details_param is too large (at most 2048 bytes)' using errcode = '22023';
  end if;
  -- A client that floods the log is dropped silently beyond 30 events a minute.
  if (
    select count(*) from public.security_events e
    where e.user_id = _uid and e.created_at > now() - interval '1 minute'
  ) >= 30 then
    return;
  end if;
  perform public.write_security_event(_uid, event_type_param, _details);
end
$$;
comment on function public.log_security_event(text, jsonb) is 'Signed-in users record a security event (admin_access_check, admin_access_error, ...); user, IP and user agent are taken from the request, not the payload.';

-- Every role change is logged, whichever path made it (admin functions or direct table writes).
create or replace function public.user_roles_log_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.write_security_event(auth.uid(), 'role_granted',
      jsonb_build_object('target_user_id', new.user_id, 'role', new.role));
  elsif tg_op = 'DELETE' then
    perform public.write_security_event(auth.uid(), 'role_revoked',
      jsonb_build_object('target_user_id', old.user_id, 'role', old.role));
  end if;
  return null;
end
$$;

create trigger user_roles_log_change after insert or delete on public.user_roles
  for each row execute function public.user_roles_log_change();

alter table public.security_events enable row level security;

create policy "security_events: admins read" on public.security_events
  for select to authenticated
  using ((select public.is_current_user_admin()));

revoke insert, update, delete, truncate on public.security_events from anon, authenticated;

revoke execute on function public.security_events_immutable(), public.user_roles_log_change(),
  public.write_security_event(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.write_security_event(uuid, text, jsonb) to service_role;
revoke execute on function public.log_security_event(text, jsonb) from public, anon;
grant execute on function public.log_security_event(text, jsonb) to authenticated;
revoke execute on function public.request_headers(), public.request_ip(), public.request_user_agent()
  from public, anon, authenticated;
