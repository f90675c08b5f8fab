-- Company content in every language (issue 15): one translations table per content type
-- (the Directus/Payload pattern). English stays in the parent row: it is the source and the
-- fallback. A translation row holds one language of one record; a NULL field means "not
-- translated yet, show English". Primary key (<parent fk>, language); language is one of the 29
-- non-English site languages. RLS follows the parent: whoever may read the parent reads its
-- translations (the policies ask the parent through its own RLS), only admins write.
-- Product search: product_search_vector() also covers every translation of the product and of
-- its category, so /products finds a product by its name in any language while the English
-- words keep matching (one vector, one query, same 'english' config on both sides: non-Latin
-- scripts pass the English stemmer unchanged, Latin-script words are stemmed alike).

-- The 29 non-English codes of src/i18n/languages.ts (a unit test keeps the two lists equal).
create or replace function public.is_translation_language(_v text) returns boolean
language sql immutable
set search_path = ''
as $$
  select _v = any (array[
    'hi', 'es', 'fr', 'ar', 'zh', 'pt', 'ru', 'ja', 'de', 'bn', 'gu', 'ta', 'te', 'mr', 'kn',
    'ml', 'pa', 'or', 'as', 'ur', 'tr', 'vi', 'th', 'ko', 'id', 'it', 'nl', 'pl', 'sw'
  ])
$$;
comment on function public.is_translation_language(text) is 'True for the 29 non-English site languages a content translation may be written in.';

-- Tables ----------------------------------------------------------------------------------------

create table public.product_translations (
  product_id uuid not null references public.products (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  name text check (btrim(name) <> '' and char_length(name) <= 160),
  short_description text check (char_length(short_description) <= 500),
  description text check (char_length(description) <= 20000),
  features text[] check (public.all_labels(features, 300)),
  applications text[] check (public.all_labels(applications, 300)),
  coverage text check (char_length(coverage) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (product_id, language)
);
comment on table public.product_translations is 'A product''s texts in one non-English language; NULL fields fall back to the English product row. features/applications keep the English order.';

create table public.category_translations (
  category_id uuid not null references public.categories (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  name text check (btrim(name) <> '' and char_length(name) <= 120),
  description text check (char_length(description) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (category_id, language)
);
comment on table public.category_translations is 'A category''s texts in one non-English language; NULL fields fall back to English.';

create table public.service_translations (
  service_id uuid not null references public.services (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  title text check (btrim(title) <> '' and char_length(title) <= 160),
  summary text check (char_length(summary) <= 500),
  body text check (char_length(body) <= 20000),
  features text[] check (public.all_labels(features, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (service_id, language)
);
comment on table public.service_translations is 'A service''s texts in one non-English language; NULL fields fall back to English.';

create table public.banner_translations (
  banner_id uuid not null references public.banners (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  title text check (btrim(title) <> '' and char_length(title) <= 200),
  subtitle text check (char_length(subtitle) <= 500),
  cta_label text check (char_length(cta_label) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (banner_id, language)
);
comment on table public.banner_translations is 'A home banner''s texts in one non-English language; NULL fields fall back to English. cta_label is shown only when the banner has a cta_href.';

create table public.video_translations (
  video_id uuid not null references public.videos (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  title text check (btrim(title) <> '' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (video_id, language)
);
comment on table public.video_translations is 'A video''s title and description in one non-English language; NULL fields fall back to English.';

create table public.seo_setting_translations (
  seo_setting_id uuid not null references public.seo_settings (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  title text check (char_length(title) <= 120),
  description text check (char_length(description) <= 320),
  keywords text check (char_length(keywords) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (seo_setting_id, language)
);
comment on table public.seo_setting_translations is 'A route''s SEO title, description and keywords in one non-English language; NULL fields fall back to English.';

create table public.site_setting_translations (
  site_setting_id integer not null references public.site_settings (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  tagline text check (char_length(tagline) <= 300),
  story text check (char_length(story) <= 5000),
  quality_statement text check (char_length(quality_statement) <= 2000),
  business_hours text check (char_length(business_hours) <= 200),
  figures jsonb check (figures is null or public.is_valid_site_figures(figures)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (site_setting_id, language)
);
comment on table public.site_setting_translations is 'The site settings'' texts in one non-English language; figures has the shape of site_settings.figures (same order). NULL fields fall back to English.';

create table public.whatsapp_setting_translations (
  whatsapp_setting_id uuid not null references public.whatsapp_settings (id) on delete cascade,
  language text not null check (public.is_translation_language(language)),
  welcome_message text check (char_length(welcome_message) between 1 and 1000),
  custom_message text check (char_length(custom_message) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (whatsapp_setting_id, language)
);
comment on table public.whatsapp_setting_translations is 'The WhatsApp widget''s texts in one non-English language; NULL fields fall back to English.';

-- "Missing translations in <language>" lists scan by language.
create index product_translations_language_idx on public.product_translations (language);
create index category_translations_language_idx on public.category_translations (language);
create index service_translations_language_idx on public.service_translations (language);
create index banner_translations_language_idx on public.banner_translations (language);
create index video_translations_language_idx on public.video_translations (language);
create index seo_setting_translations_language_idx on public.seo_setting_translations (language);

-- updated_at ------------------------------------------------------------------------------------

create trigger product_translations_set_updated_at before update on public.product_translations
  for each row execute function public.set_updated_at();
create trigger category_translations_set_updated_at before update on public.category_translations
  for each row execute function public.set_updated_at();
create trigger service_translations_set_updated_at before update on public.service_translations
  for each row execute function public.set_updated_at();
create trigger banner_translations_set_updated_at before update on public.banner_translations
  for each row execute function public.set_updated_at();
create trigger video_translations_set_updated_at before update on public.video_translations
  for each row execute function public.set_updated_at();
create trigger seo_setting_translations_set_updated_at before update on public.seo_setting_translations
  for each row execute function public.set_updated_at();
create trigger site_setting_translations_set_updated_at before update on public.site_setting_translations
  for each row execute function public.set_updated_at();
create trigger whatsapp_setting_translations_set_updated_at before update on public.whatsapp_setting_translations
  for each row execute function public.set_updated_at();

-- Audit -----------------------------------------------------------------------------------------

-- Tables without an id column pass their key columns as trigger arguments; the record is then
-- identified as their values joined by ':' (e.g. '<product id>:gu'). Otherwise as before.
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
  _row jsonb;
  _record_id text;
begin
  _row := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  if tg_nargs > 0 then
    _record_id := array_to_string(array(select _row ->> a from unnest(tg_argv) as a), ':');
  else
    _record_id := _row ->> 'id';
  end if;
  if tg_op = 'INSERT' then
    _new := to_jsonb(new) - 'search';
    insert into public.content_audit (actor_id, table_name, record_id, action, old_values, new_values)
    values (auth.uid(), tg_table_name, _record_id, 'insert', null, _new);
  elsif tg_op = 'DELETE' then
    _old := to_jsonb(old) - 'search';
    insert into public.content_audit (actor_id, table_name, record_id, action, old_values, new_values)
    values (auth.uid(), tg_table_name, _record_id, 'delete', _old, null);
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
      values (auth.uid(), tg_table_name, _record_id, 'update', _o, _n);
    end if;
  end if;
  return null;
end
$$;
comment on function public.record_content_audit() is 'Trigger: appends a content_audit row for each insert, update (changed fields only) and delete. Arguments, if any, name the key columns (record_id = their values joined by '':'').';

create trigger product_translations_audit after insert or update or delete on public.product_translations
  for each row execute function public.record_content_audit('product_id', 'language');
create trigger category_translations_audit after insert or update or delete on public.category_translations
  for each row execute function public.record_content_audit('category_id', 'language');
create trigger service_translations_audit after insert or update or delete on public.service_translations
  for each row execute function public.record_content_audit('service_id', 'language');
create trigger banner_translations_audit after insert or update or delete on public.banner_translations
  for each row execute function public.record_content_audit('banner_id', 'language');
create trigger video_translations_audit after insert or update or delete on public.video_translations
  for each row execute function public.record_content_audit('video_id', 'language');
create trigger seo_setting_translations_audit after insert or update or delete on public.seo_setting_translations
  for each row execute function public.record_content_audit('seo_setting_id', 'language');
create trigger site_setting_translations_audit after insert or update or delete on public.site_setting_translations
  for each row execute function public.record_content_audit('site_setting_id', 'language');
create trigger whatsapp_setting_translations_audit after insert or update or delete on public.whatsapp_setting_translations
  for each row execute function public.record_content_audit('whatsapp_setting_id', 'language');

-- Search ----------------------------------------------------------------------------------------

create or replace function public.product_search_vector(_p public.products) returns tsvector
language sql stable
set search_path = ''
as $$
  select
    setweight(to_tsvector('english'::regconfig, coalesce(_p.name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(_p.short_description, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce((select c.name from public.categories c where c.id = _p.category_id), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce((select b.name from public.brands b where b.id = _p.brand_id), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, array_to_string(_p.features, ' ') || ' ' || array_to_string(_p.applications, ' ')), 'C')
    || setweight(to_tsvector('english'::regconfig, coalesce(_p.description, '')), 'D')
    || coalesce((
      select
        setweight(to_tsvector('english'::regconfig, string_agg(coalesce(t.name, ''), ' ')), 'A')
        || setweight(to_tsvector('english'::regconfig, string_agg(coalesce(t.short_description, ''), ' ')), 'B')
        || setweight(to_tsvector('english'::regconfig, string_agg(
          coalesce(array_to_string(t.features, ' '), '') || ' ' || coalesce(array_to_string(t.applications, ' '), ''), ' ')), 'C')
        || setweight(to_tsvector('english'::regconfig, string_agg(coalesce(t.description, ''), ' ')), 'D')
      from public.product_translations t where t.product_id = _p.id
    ), ''::tsvector)
    || coalesce((
      select setweight(to_tsvector('english'::regconfig, string_agg(coalesce(ct.name, ''), ' ')), 'B')
      from public.category_translations ct where ct.category_id = _p.category_id
    ), ''::tsvector)
$$;

-- A translation change refreshes the search vector of the products it describes.
create or replace function public.refresh_product_search_from_translation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _col text := case when tg_table_name = 'product_translations' then 'product_id' else 'category_id' end;
  _ids uuid[] := '{}';
begin
  if tg_op <> 'DELETE' then
    _ids := _ids || (to_jsonb(new) ->> _col)::uuid;
  end if;
  if tg_op <> 'INSERT' then
    _ids := _ids || (to_jsonb(old) ->> _col)::uuid;
  end if;
  if _col = 'product_id' then
    update public.products set search = search where id = any (_ids);
  else
    update public.products set search = search where category_id = any (_ids);
  end if;
  return null;
end
$$;

create trigger product_translations_refresh_product_search
  after insert or update or delete on public.product_translations
  for each row execute function public.refresh_product_search_from_translation();
create trigger category_translations_refresh_product_search
  after insert or update of name or delete on public.category_translations
  for each row execute function public.refresh_product_search_from_translation();

-- The refresh above only recomputes the derived search column: it must not move the product's
-- updated_at (the English row is not edited). Runs after products_set_updated_at (by name).
create or replace function public.products_keep_updated_at_on_refresh() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1
    and (to_jsonb(new) - 'search' - 'updated_at') = (to_jsonb(old) - 'search' - 'updated_at') then
    new.updated_at := old.updated_at;
  end if;
  return new;
end
$$;

create trigger products_zz_keep_updated_at_on_refresh before update on public.products
  for each row execute function public.products_keep_updated_at_on_refresh();

-- Existing products pick up their (empty) translation vectors.
update public.products set search = search;

revoke execute on function public.refresh_product_search_from_translation(),
  public.products_keep_updated_at_on_refresh() from public, anon, authenticated;

-- Row-level security ----------------------------------------------------------------------------

alter table public.product_translations enable row level security;
alter table public.category_translations enable row level security;
alter table public.service_translations enable row level security;
alter table public.banner_translations enable row level security;
alter table public.video_translations enable row level security;
alter table public.seo_setting_translations enable row level security;
alter table public.site_setting_translations enable row level security;
alter table public.whatsapp_setting_translations enable row level security;

-- The select policies ask the parent table, whose own RLS then decides (active, published,
-- scheduled; admins see all), so a translation is visible exactly when its record is.

-- product_translations
create policy "product_translations: public reads published" on public.product_translations
  for select to anon
  using (exists (select 1 from public.products p where p.id = product_id));
create policy "product_translations: users read published, admins all" on public.product_translations
  for select to authenticated
  using (exists (select 1 from public.products p where p.id = product_id));
create policy "product_translations: admins insert" on public.product_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "product_translations: admins update" on public.product_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "product_translations: admins delete" on public.product_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- category_translations
create policy "category_translations: public reads published" on public.category_translations
  for select to anon
  using (exists (select 1 from public.categories p where p.id = category_id));
create policy "category_translations: users read published, admins all" on public.category_translations
  for select to authenticated
  using (exists (select 1 from public.categories p where p.id = category_id));
create policy "category_translations: admins insert" on public.category_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "category_translations: admins update" on public.category_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "category_translations: admins delete" on public.category_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- service_translations
create policy "service_translations: public reads published" on public.service_translations
  for select to anon
  using (exists (select 1 from public.services p where p.id = service_id));
create policy "service_translations: users read published, admins all" on public.service_translations
  for select to authenticated
  using (exists (select 1 from public.services p where p.id = service_id));
create policy "service_translations: admins insert" on public.service_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "service_translations: admins update" on public.service_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "service_translations: admins delete" on public.service_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- banner_translations
create policy "banner_translations: public reads published" on public.banner_translations
  for select to anon
  using (exists (select 1 from public.banners p where p.id = banner_id));
create policy "banner_translations: users read published, admins all" on public.banner_translations
  for select to authenticated
  using (exists (select 1 from public.banners p where p.id = banner_id));
create policy "banner_translations: admins insert" on public.banner_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "banner_translations: admins update" on public.banner_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "banner_translations: admins delete" on public.banner_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- video_translations
create policy "video_translations: public reads published" on public.video_translations
  for select to anon
  using (exists (select 1 from public.videos p where p.id = video_id));
create policy "video_translations: users read published, admins all" on public.video_translations
  for select to authenticated
  using (exists (select 1 from public.videos p where p.id = video_id));
create policy "video_translations: admins insert" on public.video_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "video_translations: admins update" on public.video_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "video_translations: admins delete" on public.video_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- seo_setting_translations
create policy "seo_setting_translations: public reads published" on public.seo_setting_translations
  for select to anon
  using (exists (select 1 from public.seo_settings p where p.id = seo_setting_id));
create policy "seo_setting_translations: users read published, admins all" on public.seo_setting_translations
  for select to authenticated
  using (exists (select 1 from public.seo_settings p where p.id = seo_setting_id));
create policy "seo_setting_translations: admins insert" on public.seo_setting_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "seo_setting_translations: admins update" on public.seo_setting_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "seo_setting_translations: admins delete" on public.seo_setting_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- site_setting_translations (the parent row is never deleted; its translations may be)
create policy "site_setting_translations: public reads published" on public.site_setting_translations
  for select to anon
  using (exists (select 1 from public.site_settings p where p.id = site_setting_id));
create policy "site_setting_translations: users read published, admins all" on public.site_setting_translations
  for select to authenticated
  using (exists (select 1 from public.site_settings p where p.id = site_setting_id));
create policy "site_setting_translations: admins insert" on public.site_setting_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "site_setting_translations: admins update" on public.site_setting_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "site_setting_translations: admins delete" on public.site_setting_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

-- whatsapp_setting_translations
create policy "whatsapp_setting_translations: public reads published" on public.whatsapp_setting_translations
  for select to anon
  using (exists (select 1 from public.whatsapp_settings p where p.id = whatsapp_setting_id));
create policy "whatsapp_setting_translations: users read published, admins all" on public.whatsapp_setting_translations
  for select to authenticated
  using (exists (select 1 from public.whatsapp_settings p where p.id = whatsapp_setting_id));
create policy "whatsapp_setting_translations: admins insert" on public.whatsapp_setting_translations
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "whatsapp_setting_translations: admins update" on public.whatsapp_setting_translations
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "whatsapp_setting_translations: admins delete" on public.whatsapp_setting_translations
  for delete to authenticated
  using ((select public.is_current_user_admin()));

revoke insert, update, delete on public.product_translations, public.category_translations,
  public.service_translations, public.banner_translations, public.video_translations,
  public.seo_setting_translations, public.site_setting_translations,
  public.whatsapp_setting_translations from anon;
revoke truncate, references, trigger on public.product_translations, public.category_translations,
  public.service_translations, public.banner_translations, public.video_translations,
  public.seo_setting_translations, public.site_setting_translations,
  public.whatsapp_setting_translations from anon, authenticated;
