-- The media library: every object of the `media` and `documents` buckets with where it is used.
--
-- A file is "used" when its public URL (…/public/<bucket>/<name>, any host) appears in a content
-- table, a content translation, or the trash (a trashed record can be restored, so its files are
-- kept). Resized variants stored beside an image (<name>-400.webp beside <name>.webp) form one
-- group with it: the group is used when any of its files is referenced.
--
-- Admins list the library (admin_media_library); nobody may delete a used file through the API
-- (the delete policies refuse it); the sweep (media_sweep_candidates, service role only) names the
-- unused files older than a grace period, which the local backend's job and the media-sweep Edge
-- Function then delete through the Storage API.

-- The one place that says which files belong together: variants share their main file's key.
create or replace function public.media_group_key(_name text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(_name, '-(400|800|1600)\.webp$', '.webp')
$$;
comment on function public.media_group_key(text) is
  'The media library''s grouping: a resized variant (<name>-400.webp, -800, -1600) has its main file''s name (<name>.webp) as key.';

-- The tables whose values may reference a file: the audited content tables, every content
-- translation table, and the trash when it exists. Visitors' and users' own rows (messages,
-- enquiries, profiles) are left out on purpose: they must not be able to pin a file.
create or replace function public.media_reference_tables() returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(c.relname::text order by c.relname), '{}')
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public'
    and c.relkind in ('r', 'p')
    and (
      c.relname in ('banners', 'brands', 'categories', 'products', 'services', 'seo_settings',
        'site_settings', 'social_links', 'transport_companies', 'videos', 'whatsapp_settings',
        'trash')
      or c.relname like '%\_translations'
    )
$$;
revoke execute on function public.media_reference_tables() from public, anon, authenticated;

-- Every reference to a file of the two buckets: the file, the table, the record's id (a
-- translation's parent id) and its name or title, the column (in the trash: record or translations), the language
-- (translations) and the alt text given beside it (a gallery item's alt, or a <x>_alt column).
create or replace function public.media_references()
returns table (
  bucket_id text,
  object_name text,
  table_name text,
  record_id text,
  record_label text,
  column_name text,
  language text,
  alt text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _table text;
begin
  foreach _table in array public.media_reference_tables() loop
    -- Dynamic SQL, so a table that does not exist yet (the trash) costs nothing.
    if to_regclass(format('public.%I', _table)) is null then
      continue;
    end if;
    return query execute format(
      $q$
      select m[1], m[2], %L::text,
        coalesce(j ->> 'id',
          j ->> (select k from jsonb_object_keys(j) k where k like '%%\_id' order by k limit 1)),
        coalesce(j ->> 'name', j ->> 'title', j -> 'record' ->> 'name', j -> 'record' ->> 'title',
          j ->> 'company_name', j ->> 'platform', j ->> 'route'),
        e.key, j ->> 'language',
        coalesce(
          (select i ->> 'alt'
             from jsonb_array_elements(
               case when jsonb_typeof(j -> e.key) = 'array' then j -> e.key else '[]'::jsonb end) i
            where jsonb_typeof(i) = 'object' and i ->> 'url' like '%%/' || m[2]
            limit 1),
          case when e.key like '%%\_url' then j ->> (left(e.key, -4) || '_alt') end)
      from public.%I t
      cross join lateral to_jsonb(t) j
      cross join lateral jsonb_each_text(j) e
      cross join lateral regexp_matches(e.value, '/public/(media|documents)/([^"?#\s\\]+)', 'g') m
      where e.value like '%%/public/%%'
      $q$,
      _table, _table);
  end loop;
end
$$;
comment on function public.media_references() is
  'Internal: every reference to a media/documents object in the content tables, translations and trash.';
revoke execute on function public.media_references() from public, anon, authenticated;

create or replace function public.media_object_in_use(_bucket text, _name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.media_references() r
    where r.bucket_id = _bucket
      and public.media_group_key(r.object_name) = public.media_group_key(_name)
  )
$$;
comment on function public.media_object_in_use(text, text) is
  'Whether the object (or its group: the main file and its resized variants) is referenced by content, a translation or the trash.';
revoke execute on function public.media_object_in_use(text, text) from public, anon;
grant execute on function public.media_object_in_use(text, text) to authenticated;

-- Admins: one row per file group (a main file with its variants), newest first.
create or replace function public.admin_media_library()
returns table (
  bucket_id text,
  name text,
  mimetype text,
  size bigint,
  total_size bigint,
  width integer,
  height integer,
  created_at timestamptz,
  variants text[],
  alt text,
  usages jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_current_user_admin() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return query
    with objs as (
      select o.bucket_id::text as bucket, o.name::text as name,
        public.media_group_key(o.name) as gk,
        o.metadata, o.created_at
      from storage.objects o
      where o.bucket_id in ('media', 'documents')
    ),
    refs as (
      select distinct r.bucket_id as bucket, public.media_group_key(r.object_name) as gk,
        r.table_name, r.record_id, r.record_label, r.column_name, r.language, r.alt
      from public.media_references() r
    ),
    groups as (
      select o.bucket, o.gk,
        -- The main file: the one named as the key, else the first.
        (array_agg(o.name order by (o.name = o.gk) desc, o.name))[1] as main,
        sum(coalesce((o.metadata ->> 'size')::bigint, 0))::bigint as total,
        max(o.created_at) as newest,
        array_agg(o.name order by o.name) as names
      from objs o
      group by o.bucket, o.gk
    )
    select g.bucket, g.main, m.metadata ->> 'mimetype',
      coalesce((m.metadata ->> 'size')::bigint, 0), g.total,
      (m.metadata ->> 'width')::integer, (m.metadata ->> 'height')::integer,
      g.newest,
      array_remove(g.names, g.main),
      (select r.alt from refs r
        where r.bucket = g.bucket and r.gk = g.gk and nullif(btrim(r.alt), '') is not null
        order by r.language nulls first limit 1),
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'table', r.table_name, 'id', r.record_id, 'label', r.record_label,
          'column', r.column_name, 'language', r.language)
          order by r.table_name, r.record_id, r.column_name, r.language)
        from (select distinct r2.table_name, r2.record_id, r2.record_label, r2.column_name,
                r2.language
              from refs r2 where r2.bucket = g.bucket and r2.gk = g.gk) r
      ), '[]'::jsonb)
    from groups g
    join objs m on m.bucket = g.bucket and m.name = g.main
    order by g.newest desc, g.main;
end
$$;
comment on function public.admin_media_library() is
  'Admins: every file group of the media and documents buckets with size, dimensions, alt text and usages (table, record id, column, language).';
revoke execute on function public.admin_media_library() from public, anon;
grant execute on function public.admin_media_library() to authenticated;

-- The sweep: unused files whose group is older than the grace period (a form being filled in
-- has uploaded but not saved yet). Service role only; the caller deletes through Storage.
create or replace function public.media_sweep_candidates(grace_seconds integer)
returns table (bucket_id text, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if grace_seconds is null or grace_seconds < 0 then
    raise exception 'grace_seconds must be zero or more' using errcode = '22023';
  end if;
  return query
    with objs as (
      select o.bucket_id::text as bucket, o.name::text as name,
        public.media_group_key(o.name) as gk, o.created_at
      from storage.objects o
      where o.bucket_id in ('media', 'documents')
    ),
    used as (
      select distinct r.bucket_id as bucket, public.media_group_key(r.object_name) as gk
      from public.media_references() r
    ),
    old_groups as (
      select o.bucket, o.gk from objs o
      group by o.bucket, o.gk
      having max(o.created_at) < now() - make_interval(secs => grace_seconds)
    )
    select o.bucket, o.name
    from objs o
    join old_groups g on g.bucket = o.bucket and g.gk = o.gk
    where not exists (select 1 from used u where u.bucket = o.bucket and u.gk = o.gk)
    order by o.bucket, o.name;
end
$$;
comment on function public.media_sweep_candidates(integer) is
  'Service role: the media/documents objects no content, translation or trash row references, whose group is older than grace_seconds.';
revoke execute on function public.media_sweep_candidates(integer) from public, anon, authenticated;
grant execute on function public.media_sweep_candidates(integer) to service_role;

-- A used file cannot be deleted through the API: the delete policies now also ask whether it is
-- in use (the service role, which bypasses RLS, is the only one that could).
drop policy if exists "media: admins can delete" on storage.objects;
create policy "media: admins can delete unused files"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'media'
    and (select public.is_current_user_admin())
    and not public.media_object_in_use(bucket_id, name)
  );

drop policy if exists "documents: admins can delete" on storage.objects;
create policy "documents: admins can delete unused files"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id = 'documents'
    and (select public.is_current_user_admin())
    and not public.media_object_in_use(bucket_id, name)
  );
