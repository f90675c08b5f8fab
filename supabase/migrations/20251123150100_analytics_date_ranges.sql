-- Date-range overloads of the analytics aggregates, for the admin analytics page's custom range
-- (the originals take only a day count back from today). Same rules as the originals: admins only
-- (assert_admin), at most 366 days (104 weeks for contact messages), start on or before end.

create or replace function public.analytics_check_range(start_param date, end_param date) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if start_param is null or end_param is null or end_param < start_param then
    raise exception 'The end date must be on or after the start date' using errcode = '22023', detail = 'range';
  end if;
  if end_param - start_param > 365 then
    raise exception 'A range may span at most 366 days' using errcode = '22023', detail = 'range';
  end if;
end
$$;

create or replace function public.analytics_views_per_day(start_param date, end_param date)
returns table (day date, views bigint, sessions bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  perform public.analytics_check_range(start_param, end_param);
  return query
    select d::date, count(v.id), count(distinct v.session_id)
    from generate_series(start_param::timestamp, end_param::timestamp, interval '1 day') as d
    left join public.page_views v
      on v.created_at >= d and v.created_at < d + interval '1 day'
    group by d
    order by d;
end
$$;

create or replace function public.analytics_top_pages(start_param date, end_param date, limit_param integer default 10)
returns table (path text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _limit integer := least(greatest(coalesce(limit_param, 10), 1), 100);
begin
  perform public.assert_admin();
  perform public.analytics_check_range(start_param, end_param);
  return query
    select v.path, count(*)
    from public.page_views v
    where v.created_at >= start_param and v.created_at < end_param + 1
    group by v.path
    order by count(*) desc, v.path
    limit _limit;
end
$$;

create or replace function public.analytics_top_products(start_param date, end_param date, limit_param integer default 10)
returns table (product_slug text, product_name text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _limit integer := least(greatest(coalesce(limit_param, 10), 1), 100);
begin
  perform public.assert_admin();
  perform public.analytics_check_range(start_param, end_param);
  return query
    select v.product_slug, max(p.name), count(*)
    from public.page_views v
    left join public.products p on p.slug = v.product_slug
    where v.product_slug is not null and v.created_at >= start_param and v.created_at < end_param + 1
    group by v.product_slug
    order by count(*) desc, v.product_slug
    limit _limit;
end
$$;

create or replace function public.analytics_languages(start_param date, end_param date)
returns table (language text, views bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  perform public.analytics_check_range(start_param, end_param);
  return query
    select coalesce(v.language, 'unknown'), count(*)
    from public.page_views v
    where v.created_at >= start_param and v.created_at < end_param + 1
    group by 1
    order by 2 desc, 1;
end
$$;

create or replace function public.analytics_contact_messages_per_week(start_param date, end_param date)
returns table (week_start date, messages bigint, spam bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  perform public.analytics_check_range(start_param, end_param);
  return query
    select w::date,
      count(m.id) filter (where m.status <> 'spam'),
      count(m.id) filter (where m.status = 'spam')
    from generate_series(
      date_trunc('week', start_param::timestamp),
      date_trunc('week', end_param::timestamp),
      interval '1 week'
    ) as w
    left join public.contact_messages m
      on m.created_at >= greatest(w, start_param::timestamp)
      and m.created_at < least(w + interval '1 week', (end_param + 1)::timestamp)
    group by w
    order by w;
end
$$;

comment on function public.analytics_views_per_day(date, date) is 'Admins: views and distinct sessions per day from start to end (inclusive, at most 366 days).';
comment on function public.analytics_top_pages(date, date, integer) is 'Admins: most viewed paths between two dates (inclusive).';
comment on function public.analytics_top_products(date, date, integer) is 'Admins: most viewed product pages between two dates (inclusive).';
comment on function public.analytics_languages(date, date) is 'Admins: views per language between two dates (inclusive).';
comment on function public.analytics_contact_messages_per_week(date, date) is 'Admins: contact messages (and spam) per week overlapping two dates (inclusive).';

revoke execute on function public.analytics_check_range(date, date) from public, anon;
revoke execute on function public.analytics_views_per_day(date, date),
  public.analytics_top_pages(date, date, integer),
  public.analytics_top_products(date, date, integer),
  public.analytics_languages(date, date),
  public.analytics_contact_messages_per_week(date, date) from public, anon;
grant execute on function public.analytics_check_range(date, date),
  public.analytics_views_per_day(date, date),
  public.analytics_top_pages(date, date, integer),
  public.analytics_top_products(date, date, integer),
  public.analytics_languages(date, date),
  public.analytics_contact_messages_per_week(date, date) to authenticated;
