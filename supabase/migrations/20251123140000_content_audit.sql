-- Content audit trail: every insert, update and delete on a content table is recorded by a
-- trigger (who = auth.uid(), when, table, record id, action and the changed fields' old and new
-- values), so changes made outside the back office (SQL, scripts, the service key) are caught
-- too. Admins read it through the API; nobody inserts, updates or deletes it there: the trigger
-- function is security definer and the table rejects updates and deletes outright.

create table public.content_audit (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  -- No foreign key: the trail outlives deleted users.
  actor_id uuid,
  table_name text not null check (table_name ~ '^[a-z_]{1,63}$'),
  record_id text not null check (char_length(record_id) <= 64),
  action text not null check (action in ('insert', 'update', 'delete')),
  old_values jsonb check (old_values is null or jsonb_typeof(old_values) = 'object'),
  new_values jsonb check (new_values is null or jsonb_typeof(new_values) = 'object')
);
comment on table public.content_audit is 'Append-only history of content changes, written by record_content_audit() triggers; admins read it; updates hold only the changed fields.';
create index content_audit_record_idx on public.content_audit (table_name, record_id, changed_at desc);
create index content_audit_changed_at_idx on public.content_audit (changed_at desc);

create or replace function public.content_audit_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'content_audit is append-only' using errcode = '42501';
end
$$;

create trigger content_audit_no_update before update or delete on public.content_audit
  for each row execute function public.content_audit_immutable();
create trigger content_audit_no_truncate before truncate on public.content_audit
  for each statement execute function public.content_audit_immutable();

-- The trigger on every content table. Derived columns (search) and updated_at are left out of
-- the diff; an update that changes nothing else records nothing.
create or replace function public.record_content_audit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _old jsonb;
  _new jsonb;
  _o jsonb := '{}'::jsonb;
  _n jsonb := '{}'::jsonb;
  _k text;
begin
  if tg_op = 'INSERT' then
    _new := to_jsonb(new) - 'search';
    insert into public.content_audit (actor_id, table_name, record_id, action, old_values, new_values)
    values (auth.uid(), tg_table_name, _new ->> 'id', 'insert', null, _new);
  elsif tg_op = 'DELETE' then
    _old := to_jsonb(old) - 'search';
    insert into public.content_audit (actor_id, table_name, record_id, action, old_values, new_values)
    values (auth.uid(), tg_table_name, _old ->> 'id', 'delete', _old, null);
  else
    _old := to_jsonb(old) - 'search' - 'updated_at';
    _new := to_jsonb(new) - 'search' - 'updated_at';
    for _k in select jsonb_object_keys(_new) loop
      if (_new -> _k) is distinct from (_old -> _k) then
        _o := _o || jsonb_build_object(_k, _old -> _k);
        _n := _n || jsonb_build_object(_k, _new -> _k);
      end if;
    end loop;
    if _n <> '{}'::jsonb then
      insert into public.content_audit (actor_id, table_name, record_id, action, old_values, new_values)
      values (auth.uid(), tg_table_name, _new ->> 'id', 'update', _o, _n);
    end if;
  end if;
  return null;
end
$$;
comment on function public.record_content_audit() is 'Trigger: appends a content_audit row for each insert, update (changed fields only) and delete.';

create trigger categories_audit after insert or update or delete on public.categories
  for each row execute function public.record_content_audit();
create trigger brands_audit after insert or update or delete on public.brands
  for each row execute function public.record_content_audit();
create trigger products_audit after insert or update or delete on public.products
  for each row execute function public.record_content_audit();
create trigger services_audit after insert or update or delete on public.services
  for each row execute function public.record_content_audit();
create trigger transport_companies_audit after insert or update or delete on public.transport_companies
  for each row execute function public.record_content_audit();
create trigger videos_audit after insert or update or delete on public.videos
  for each row execute function public.record_content_audit();
create trigger banners_audit after insert or update or delete on public.banners
  for each row execute function public.record_content_audit();
create trigger seo_settings_audit after insert or update or delete on public.seo_settings
  for each row execute function public.record_content_audit();
create trigger social_links_audit after insert or update or delete on public.social_links
  for each row execute function public.record_content_audit();
create trigger whatsapp_settings_audit after insert or update or delete on public.whatsapp_settings
  for each row execute function public.record_content_audit();
create trigger site_settings_audit after insert or update or delete on public.site_settings
  for each row execute function public.record_content_audit();

alter table public.content_audit enable row level security;

create policy "content_audit: admins read" on public.content_audit
  for select to authenticated
  using ((select public.is_current_user_admin()));

revoke insert, update, delete, truncate on public.content_audit from anon, authenticated;
revoke execute on function public.record_content_audit(), public.content_audit_immutable()
  from public, anon, authenticated;
