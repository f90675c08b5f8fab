-- The trash (issue 25): a deleted content record is kept for 30 days with its translations, and
-- an admin can put it back (same id, so links keep working) until public.purge_trash() removes it.
--
-- A BEFORE DELETE trigger on every content table copies the row, its translation rows (still
-- there: the cascade to the translations table runs after the row is gone) and the rows that
-- pointed at it through an ON DELETE SET NULL key (a category's products, a product's enquiry
-- lines), so a restore can link them again. The delete itself is still recorded by the audit
-- trail; a restore inserts the rows again, which the audit trail records as inserts.
--
-- Nobody writes the trash through the API: the trigger and the functions below are security
-- definer. Admins read it and call restore_from_trash() / delete_from_trash(); purge_trash() is
-- for the service role (the local backend runs it every few minutes; on hosted Supabase schedule
-- it with pg_cron, see README). Files are never deleted here (hosted Storage forbids deleting
-- storage.objects from SQL): a file referenced by record/translations counts as in use for the
-- media library until the trash row is purged, then its file sweep removes it.

create table public.trash (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name ~ '^[a-z_]{1,63}$'),
  record_id text not null check (char_length(record_id) <= 64),
  -- The record's name or title at deletion, for the list (the record itself is in `record`).
  label text check (char_length(label) <= 300),
  record jsonb not null check (jsonb_typeof(record) = 'object'),
  translations jsonb not null default '[]'::jsonb check (jsonb_typeof(translations) = 'array'),
  -- Where the translations go back to (null: the type has none).
  translations_table text check (translations_table ~ '^[a-z_]{1,63}$'),
  -- [{"table": "products", "column": "category_id", "ids": ["<uuid>", ...]}]
  links jsonb not null default '[]'::jsonb check (jsonb_typeof(links) = 'array'),
  deleted_at timestamptz not null default now(),
  -- No foreign key: the trash outlives deleted users.
  deleted_by uuid,
  purge_after timestamptz not null default now() + interval '30 days'
);
comment on table public.trash is 'Deleted content records kept for 30 days (record, translations, links set null by the delete); written by the move_to_trash() trigger, read by admins, emptied by purge_trash().';
create index trash_purge_after_idx on public.trash (purge_after);
create index trash_record_idx on public.trash (table_name, record_id);
create index trash_deleted_at_idx on public.trash (deleted_at desc);

alter table public.trash enable row level security;

create policy "trash: admins read" on public.trash
  for select to authenticated
  using ((select public.is_current_user_admin()));

revoke insert, update, delete, truncate on public.trash from anon, authenticated;

-- Trigger ---------------------------------------------------------------------------------------

-- Arguments: the translations table and its key column pointing at this table, or none.
create or replace function public.move_to_trash() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _row jsonb := to_jsonb(old) - 'search';
  _translations jsonb := '[]'::jsonb;
  _links jsonb := '[]'::jsonb;
  _ref record;
  _ids jsonb;
begin
  if tg_nargs = 2 then
    execute format('select coalesce(jsonb_agg(to_jsonb(t) order by t.language), ''[]'') from public.%I t where t.%I = $1',
      tg_argv[0], tg_argv[1])
      into _translations using old.id;
  end if;
  -- Single-column keys into this table that the delete sets to null.
  for _ref in
    select c.conrelid::regclass::text as tbl, rel.relname as tname, a.attname as col
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class rel on rel.oid = c.conrelid
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = tg_relid and c.confdeltype = 'n'
      and array_length(c.conkey, 1) = 1
      and exists (select 1 from pg_catalog.pg_attribute i
                  where i.attrelid = c.conrelid and i.attname = 'id' and not i.attisdropped)
  loop
    execute format('select jsonb_agg(t.id) from %s t where t.%I = $1', _ref.tbl, _ref.col)
      into _ids using old.id;
    if _ids is not null then
      _links := _links || jsonb_build_array(jsonb_build_object('table', _ref.tname, 'column', _ref.col, 'ids', _ids));
    end if;
  end loop;
  insert into public.trash (table_name, record_id, label, record, translations, translations_table, links, deleted_by)
  values (
    tg_table_name,
    _row ->> 'id',
    left(coalesce(_row ->> 'name', _row ->> 'title', _row ->> 'company_name', _row ->> 'business_name',
      _row ->> 'route', _row ->> 'platform', _row ->> 'youtube_id', _row ->> 'id'), 300),
    _row,
    _translations,
    case when tg_nargs = 2 then tg_argv[0] end,
    _links,
    auth.uid()
  );
  return old;
end
$$;
comment on function public.move_to_trash() is 'Trigger (before delete): copies the row, its translations (arguments: translations table, key column) and the ids of rows whose key to it the delete sets to null into public.trash.';

create trigger categories_to_trash before delete on public.categories
  for each row execute function public.move_to_trash('category_translations', 'category_id');
create trigger brands_to_trash before delete on public.brands
  for each row execute function public.move_to_trash();
create trigger products_to_trash before delete on public.products
  for each row execute function public.move_to_trash('product_translations', 'product_id');
create trigger services_to_trash before delete on public.services
  for each row execute function public.move_to_trash('service_translations', 'service_id');
create trigger transport_companies_to_trash before delete on public.transport_companies
  for each row execute function public.move_to_trash();
create trigger videos_to_trash before delete on public.videos
  for each row execute function public.move_to_trash('video_translations', 'video_id');
create trigger banners_to_trash before delete on public.banners
  for each row execute function public.move_to_trash('banner_translations', 'banner_id');
create trigger seo_settings_to_trash before delete on public.seo_settings
  for each row execute function public.move_to_trash('seo_setting_translations', 'seo_setting_id');
create trigger social_links_to_trash before delete on public.social_links
  for each row execute function public.move_to_trash();
create trigger whatsapp_settings_to_trash before delete on public.whatsapp_settings
  for each row execute function public.move_to_trash('whatsapp_setting_translations', 'whatsapp_setting_id');
create trigger site_settings_to_trash before delete on public.site_settings
  for each row execute function public.move_to_trash('site_setting_translations', 'site_setting_id');

-- Restore ---------------------------------------------------------------------------------------

-- Inserts the jsonb object as a row of public.<table>, with only the keys that are columns now
-- (a column added since the delete takes its default, a dropped one is ignored).
create or replace function public.trash_insert_row(_table text, _row jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _cols text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into _cols
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', _table)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and _row ? a.attname;
  execute format('insert into public.%1$I (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
    _table, _cols) using _row;
end
$$;

/*
  Puts a trashed record back: the row (same id), its translations, and the links the delete set
  to null (where still null). Refusals, nothing changed and the trash row kept:
    23505 'trash_restore_conflict'  another record now has the same unique value (slug, route...)
    23503 'trash_restore_missing_parent'  it points at a record that is gone (e.g. its category
          is in the trash too: restore that first)
    P0002 'trash_not_found'; 42501 for non-admins.
  Returns the table name and record id.
*/
create or replace function public.restore_from_trash(_id bigint)
returns table (table_name text, record_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  _t public.trash;
  _tr jsonb;
  _link jsonb;
  _constraint text;
begin
  if not (select public.is_current_user_admin()) then
    raise exception 'only admins restore from the trash' using errcode = '42501';
  end if;
  select * into _t from public.trash where id = _id for update;
  if not found then
    raise exception 'trash_not_found' using errcode = 'P0002';
  end if;
  begin
    perform public.trash_insert_row(_t.table_name, _t.record);
    for _tr in select * from jsonb_array_elements(_t.translations) loop
      perform public.trash_insert_row(_t.translations_table, _tr);
    end loop;
  exception
    when unique_violation then
      get stacked diagnostics _constraint = constraint_name;
      raise exception 'trash_restore_conflict' using errcode = '23505', detail = coalesce(_constraint, '');
    when foreign_key_violation then
      get stacked diagnostics _constraint = constraint_name;
      raise exception 'trash_restore_missing_parent' using errcode = '23503', detail = coalesce(_constraint, '');
  end;
  for _link in select * from jsonb_array_elements(_t.links) loop
    execute format('update public.%I set %I = %L where %I is null and id::text in (select jsonb_array_elements_text($1))',
      _link ->> 'table', _link ->> 'column', _t.record ->> 'id', _link ->> 'column')
      using _link -> 'ids';
  end loop;
  delete from public.trash where id = _id;
  return query select _t.table_name, _t.record_id;
end
$$;
comment on function public.restore_from_trash(bigint) is 'Admins: puts a trashed record back with its translations and links; refuses with 23505 trash_restore_conflict or 23503 trash_restore_missing_parent, keeping the trash row.';

create or replace function public.delete_from_trash(_id bigint) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_current_user_admin()) then
    raise exception 'only admins empty the trash' using errcode = '42501';
  end if;
  delete from public.trash where id = _id;
  return found;
end
$$;
comment on function public.delete_from_trash(bigint) is 'Admins: deletes one trash row for good (its files are then removed by the media sweep).';

create or replace function public.purge_trash() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _n integer;
begin
  delete from public.trash where purge_after <= now();
  get diagnostics _n = row_count;
  return _n;
end
$$;
comment on function public.purge_trash() is 'Service role / scheduler: deletes trash rows past purge_after; returns how many.';

revoke execute on function public.move_to_trash(), public.trash_insert_row(text, jsonb), public.purge_trash()
  from public, anon, authenticated;
grant execute on function public.purge_trash() to service_role;
revoke execute on function public.restore_from_trash(bigint), public.delete_from_trash(bigint)
  from public, anon;
grant execute on function public.restore_from_trash(bigint), public.delete_from_trash(bigint)
  to authenticated;
