-- Contact messages (public form -> support desk) and page-view analytics.
-- Both are written only through SECURITY DEFINER functions that validate and throttle, so the
-- tables themselves grant clients no insert. Throttling answers SQLSTATE PT429, which PostgREST
-- turns into HTTP 429; validation errors are 22023 (HTTP 400).

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 100),
  email text not null check (public.is_email(email)),
  phone text check (public.is_phone(phone)),
  company text check (char_length(company) <= 160),
  subject text check (char_length(subject) <= 200),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'spam')),
  ip inet,
  user_agent text check (char_length(user_agent) <= 512),
  handled_by uuid references auth.users (id) on delete set null,
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Messages from the public contact form (via submit_contact_message). Read and handled by admin and support.';
create index contact_messages_status_created_at_idx on public.contact_messages (status, created_at desc);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_ip_created_at_idx on public.contact_messages (ip, created_at desc);
create index contact_messages_handled_by_idx on public.contact_messages (handled_by);

create trigger contact_messages_set_updated_at before update on public.contact_messages
  for each row execute function public.set_updated_at();

-- Whoever changes the status becomes the handler.
create or replace function public.contact_messages_track_handler() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and auth.uid() is not null then
    new.handled_by := auth.uid();
  end if;
  return new;
end
$$;

create trigger contact_messages_track_handler before update on public.contact_messages
  for each row execute function public.contact_messages_track_handler();

create or replace function public.submit_contact_message(
  name_param text,
  email_param text,
  message_param text,
  phone_param text default null,
  company_param text default null,
  subject_param text default null,
  honeypot_param text default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  _name text := btrim(coalesce(name_param, ''));
  _email text := lower(btrim(coalesce(email_param, '')));
  _message text := btrim(coalesce(message_param, ''));
  _phone text := nullif(btrim(coalesce(phone_param, '')), '');
  _company text := nullif(btrim(coalesce(company_param, '')), '');
  _subject text := nullif(btrim(coalesce(subject_param, '')), '');
  _ip inet := public.request_ip();
  _id uuid;
begin
  -- A filled honeypot is a bot: answer like a success and store nothing.
  if nullif(btrim(coalesce(honeypot_param, '')), '') is not null then
    return gen_random_uuid();
  end if;
  if char_length(_name) not between 2 and 100 then
    raise exception 'Name must be 2 to 100 characters' using errcode = '22023', detail = 'name';
  end if;
  if not coalesce(public.is_email(_email), false) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023', detail = 'email';
  end if;
  if char_length(_message) not between 10 and 5000 then
    raise exception 'Message must be 10 to 5000 characters' using errcode = '22023', detail = 'message';
  end if;
  if _phone is not null and not public.is_phone(_phone) then
    raise exception 'Enter a valid phone number' using errcode = '22023', detail = 'phone';
  end if;
  if char_length(_company) > 160 then
    raise exception 'Company must be at most 160 characters' using errcode = '22023', detail = 'company';
  end if;
  if char_length(_subject) > 200 then
    raise exception 'Subject must be at most 200 characters' using errcode = '22023', detail = 'subject';
  end if;

  if (
    select count(*) from public.contact_messages m
    where lower(m.email) = _email and m.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'Too many messages from this e-mail address; please try again later'
      using errcode = 'PT429', detail = 'email';
  end if;
  if _ip is not null and (
    select count(*) from public.contact_messages m
    where m.ip = _ip and m.created_at > now() - interval '10 minutes'
  ) >= 5 then
    raise exception 'Too many messages; please try again later' using errcode = 'PT429', detail = 'ip';
  end if;
  -- A ceiling for floods that rotate addresses behind no forwarded IP.
  if (
    select count(*) from public.contact_messages m where m.created_at > now() - interval '1 minute'
  ) >= 100 then
    raise exception 'Too many messages; please try again later' using errcode = 'PT429';
  end if;

  insert into public.contact_messages (name, email, phone, company, subject, message, ip, user_agent)
  values (_name, _email, _phone, _company, _subject, _message, _ip, public.request_user_agent())
  returning id into _id;
  return _id;
end
$$;
comment on function public.submit_contact_message(text, text, text, text, text, text, text) is 'Public contact form: validates, drops honeypot submissions, throttles per e-mail (3/hour) and IP (5/10 min), stores with status new.';

-- Analytics -------------------------------------------------------------------------------

create table public.page_views (
  id bigint generated always as identity primary key,
  path text not null check (path ~ '^/[^[:space:][:cntrl:]]*$' and char_length(path) <= 512),
  product_slug text check (public.is_slug(product_slug)),
  language text check (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'),
  referrer text check (char_length(referrer) <= 512),
  session_id text check (session_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- A hash of the client IP, only for throttling; the raw address is not kept.
  ip_hash text,
  created_at timestamptz not null default now()
);
comment on table public.page_views is 'Page views recorded with analytics consent (record_page_view); read by admins through the analytics functions.';
create index page_views_created_at_idx on public.page_views (created_at desc);
create index page_views_path_created_at_idx on public.page_views (path, created_at desc);
create index page_views_product_slug_idx on public.page_views (product_slug, created_at desc) where product_slug is not null;
create index page_views_session_created_at_idx on public.page_views (session_id, created_at desc);
create index page_views_ip_hash_created_at_idx on public.page_views (ip_hash, created_at desc);

create or replace function public.record_page_view(
  path_param text,
  product_slug_param text default null,
  language_param text default null,
  referrer_param text default null,
  session_id_param text default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  _path text := split_part(split_part(coalesce(path_param, ''), '?', 1), '#', 1);
  _slug text := nullif(lower(btrim(coalesce(product_slug_param, ''))), '');
  _lang text := nullif(btrim(coalesce(language_param, '')), '');
  _ref text := nullif(btrim(coalesce(referrer_param, '')), '');
  _session text := nullif(btrim(coalesce(session_id_param, '')), '');
  _ip inet := public.request_ip();
  _ip_hash text := case when _ip is null then null else md5('page_views:' || host(_ip)) end;
begin
  if _path !~ '^/[^[:space:][:cntrl:]]*$' or char_length(_path) > 512 then
    raise exception 'path must be a site path starting with /' using errcode = '22023', detail = 'path';
  end if;
  if _slug is not null and not public.is_slug(_slug) then
    raise exception 'product_slug is not a slug' using errcode = '22023', detail = 'product_slug';
  end if;
  if _lang is not null and _lang !~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$' then
    raise exception 'language is not a language code' using errcode = '22023', detail = 'language';
  end if;
  if _session is not null and _session !~ '^[A-Za-z0-9_-]{8,64}$' then
    raise exception 'session_id must be 8 to 64 letters, digits, - or _' using errcode = '22023', detail = 'session_id';
  end if;
  -- Referrers are kept only as http(s) URLs, cut to their origin and path.
  if _ref is not null then
    _ref := case when public.is_http_url(left(split_part(_ref, '?', 1), 512)) then left(split_part(_ref, '?', 1), 512) end;
  end if;

  -- Throttle: the same page in the same session within 10 s counts once; at most 300 views a
  -- session or an IP per hour. Dropped views return false, never an error.
  if _session is not null and exists (
    select 1 from public.page_views v
    where v.session_id = _session and v.path = _path and v.created_at > now() - interval '10 seconds'
  ) then
    return false;
  end if;
  if _session is not null and (
    select count(*) from public.page_views v
    where v.session_id = _session and v.created_at > now() - interval '1 hour'
  ) >= 300 then
    return false;
  end if;
  if _ip_hash is not null and (
    select count(*) from public.page_views v
    where v.ip_hash = _ip_hash and v.created_at > now() - interval '1 hour'
  ) >= 300 then
    return false;
  end if;

  insert into public.page_views (path, product_slug, language, referrer, session_id, ip_hash)
  values (_path, _slug, _lang, _ref, _session, _ip_hash);
  return true;
end
$$;
comment on function public.record_page_view(text, text, text, text, text) is 'Records a page view (only call it with analytics consent); throttled, returns false when dropped.';

-- Aggregates for the admin analytics page ---------------------------------------------------

create or replace function public.assert_admin() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_current_user_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
end
$$;

create or replace function public.analytics_views_per_day(days_param integer default 30)
returns table (day date, views bigint, sessions bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _days integer := least(greatest(coalesce(days_param, 30), 1), 366);
begin
  perform public.assert_admin();
  return query
    select d::date, count(v.id), count(distinct v.session_id)
    from generate_series((current_date - (_days - 1))::timestamp, current_date::timestamp, interval '1 day') as d
    left join public.page_views v
      on v.created_at >= d and v.created_at < d + interval '1 day'
    group by d
    order by d;
end
$$;

create or replace function public.analytics_top_pages(days_param integer default 30, limit_param integer default 10)
returns table (path text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _days integer := least(greatest(coalesce(days_param, 30), 1), 366);
  _limit integer := least(greatest(coalesce(limit_param, 10), 1), 100);
begin
  perform public.assert_admin();
  return query
    select v.path, count(*)
    from public.page_views v
    where v.created_at >= current_date - (_days - 1)
    group by v.path
    order by count(*) desc, v.path
    limit _limit;
end
$$;

create or replace function public.analytics_top_products(days_param integer default 30, limit_param integer default 10)
returns table (product_slug text, product_name text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _days integer := least(greatest(coalesce(days_param, 30), 1), 366);
  _limit integer := least(greatest(coalesce(limit_param, 10), 1), 100);
begin
  perform public.assert_admin();
  return query
    select v.product_slug, max(p.name), count(*)
    from public.page_views v
    left join public.products p on p.slug = v.product_slug
    where v.product_slug is not null and v.created_at >= current_date - (_days - 1)
    group by v.product_slug
    order by count(*) desc, v.product_slug
    limit _limit;
end
$$;

create or replace function public.analytics_languages(days_param integer default 30)
returns table (language text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _days integer := least(greatest(coalesce(days_param, 30), 1), 366);
begin
  perform public.assert_admin();
  return query
    select coalesce(v.language, 'unknown'), count(*)
    from public.page_views v
    where v.created_at >= current_date - (_days - 1)
    group by 1
    order by 2 desc, 1;
end
$$;

create or replace function public.analytics_contact_messages_per_week(weeks_param integer default 12)
returns table (week_start date, messages bigint, spam bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _weeks integer := least(greatest(coalesce(weeks_param, 12), 1), 104);
begin
  perform public.assert_admin();
  return query
    select w::date,
      count(m.id) filter (where m.status <> 'spam'),
      count(m.id) filter (where m.status = 'spam')
    from generate_series(
      date_trunc('week', now()) - make_interval(weeks => _weeks - 1),
      date_trunc('week', now()),
      interval '1 week'
    ) as w
    left join public.contact_messages m
      on m.created_at >= w and m.created_at < w + interval '1 week'
    group by w
    order by w;
end
$$;

-- Policies ------------------------------------------------------------------------------------

alter table public.contact_messages enable row level security;
alter table public.page_views enable row level security;

create policy "contact_messages: staff read" on public.contact_messages
  for select to authenticated
  using ((select public.is_current_user_staff()));
create policy "contact_messages: staff update" on public.contact_messages
  for update to authenticated
  using ((select public.is_current_user_staff()))
  with check ((select public.is_current_user_staff()));
create policy "contact_messages: admins delete" on public.contact_messages
  for delete to authenticated
  using ((select public.is_current_user_admin()));

create policy "page_views: admins read" on public.page_views
  for select to authenticated
  using ((select public.is_current_user_admin()));
create policy "page_views: admins delete" on public.page_views
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- Inserts only through the functions; staff change only the handling columns.
revoke insert, update, delete, truncate on public.contact_messages from anon, authenticated;
grant update (status, notes) on public.contact_messages to authenticated;
grant delete on public.contact_messages to authenticated;
revoke insert, update, delete, truncate on public.page_views from anon, authenticated;
grant delete on public.page_views to authenticated;

revoke execute on function public.contact_messages_track_handler(), public.assert_admin()
  from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text, text, text),
  public.record_page_view(text, text, text, text, text) to anon, authenticated;
revoke execute on function public.analytics_views_per_day(integer), public.analytics_top_pages(integer, integer),
  public.analytics_top_products(integer, integer), public.analytics_languages(integer),
  public.analytics_contact_messages_per_week(integer) from public, anon;
