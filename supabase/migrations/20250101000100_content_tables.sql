-- Catalogue and site content: categories, brands, products, services, transport companies,
-- videos, banners, SEO, social links, the WhatsApp widget and the one-row site settings.
-- Validation helpers are IMMUTABLE SQL functions so CHECK constraints can look inside arrays
-- and JSON (a CHECK cannot hold a subquery itself). Policies are in a later migration.

-- Validation helpers ----------------------------------------------------------------------

create or replace function public.is_slug(_v text) returns boolean
language sql immutable
set search_path = ''
as $$ select _v ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(_v) <= 120 $$;

create or replace function public.is_http_url(_v text) returns boolean
language sql immutable
set search_path = ''
as $$ select _v ~* '^https?://[a-z0-9.-]+(:[0-9]{1,5})?(/[^[:space:]]*)?$' and char_length(_v) <= 2048 $$;

-- An image or file: an absolute http(s) URL or a root-relative path served by the site.
create or replace function public.is_asset_url(_v text) returns boolean
language sql immutable
set search_path = ''
as $$
  select (public.is_http_url(_v) or _v ~ '^/[^/[:space:]][^[:space:]]*$') and char_length(_v) <= 2048
$$;

create or replace function public.is_email(_v text) returns boolean
language sql immutable
set search_path = ''
as $$
  select _v ~ '^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
    and char_length(_v) <= 254
$$;

-- International phone numbers as people write them: +91 79 1234 5678, (079) 1234-5678.
create or replace function public.is_phone(_v text) returns boolean
language sql immutable
set search_path = ''
as $$
  select _v ~ '^\+?[0-9 ()-]{6,24}$' and char_length(regexp_replace(_v, '[^0-9]', '', 'g')) between 6 and 15
$$;

create or replace function public.is_hhmm(_v text) returns boolean
language sql immutable
set search_path = ''
as $$ select _v ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' $$;

create or replace function public.all_phones(_v text[]) returns boolean
language sql immutable
set search_path = ''
as $$ select coalesce(bool_and(coalesce(public.is_phone(p), false)), true) from unnest(_v) as p $$;

create or replace function public.all_emails(_v text[]) returns boolean
language sql immutable
set search_path = ''
as $$ select coalesce(bool_and(coalesce(public.is_email(e), false)), true) from unnest(_v) as e $$;

-- Short, non-blank labels (features, service areas, vehicle types...).
create or replace function public.all_labels(_v text[], _max int) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(bool_and(coalesce(btrim(x) <> '' and char_length(x) <= _max, false)), true)
    and coalesce(array_length(_v, 1), 0) <= 100
  from unnest(_v) as x
$$;

-- Updated-at triggers for every content table are attached at the end of this file.

-- Categories and brands -------------------------------------------------------------------

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_slug(slug)),
  name text not null check (btrim(name) <> '' and char_length(name) <= 120),
  description text check (char_length(description) <= 2000),
  icon text check (icon ~ '^[a-z0-9-]{1,64}$'),
  image_url text check (public.is_asset_url(image_url)),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.categories is 'Product categories. icon is a lucide icon name (e.g. "droplets").';
create index categories_active_sort_idx on public.categories (is_active, sort_order);

create table public.brands (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_slug(slug)),
  name text not null check (btrim(name) <> '' and char_length(name) <= 120),
  description text check (char_length(description) <= 2000),
  logo_url text check (public.is_asset_url(logo_url)),
  website text check (public.is_http_url(website)),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.brands is 'Brands (manufacturers) of catalogue products.';
create index brands_active_sort_idx on public.brands (is_active, sort_order);

-- Products --------------------------------------------------------------------------------

/*
  coverage_data: machine-readable coverage for the waterproofing calculator, or null.
  {
    "kind": "liquid" | "system" | "membrane" | "cement_admixture",
    "unit": "kg" | "L",                 -- unit the quantity is measured in (membranes: rolls)
    "per_coat": number,                 -- quantity per m² per coat          } one of these two
    "rate_m2_per_unit": number,         -- m² covered per unit (per coat)    } (liquid/system/admixture)
    "coats": integer,                   -- recommended number of coats (default 1)
    "primer_slug": "slug",              -- optional: the product to prime with
    "roll": {"width": m, "length": m, "side_lap": m, "end_lap": m}  -- required for membranes
  }
  pack_sizes: [{"size": number, "unit": "kg" | "L" | "roll" | "bag", "label": "20 kg pail"}]
  specifications: [{"key": "Density", "value": "1.4 kg/L"}] or {"Density": "1.4 kg/L"}
  gallery: ["https://...", "/images/..."] or [{"url": "...", "alt": "...", "width": n, "height": n}]
*/
create or replace function public.is_positive_number(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(_v) = 'number' then (_v #>> '{}')::numeric > 0 else false end
$$;

-- CASE (not AND) so the numeric cast only ever sees JSON numbers.
create or replace function public.is_nonnegative_number(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(_v) = 'number' then (_v #>> '{}')::numeric >= 0 else false end
$$;

create or replace function public.is_coat_count(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(_v) = 'number'
      then (_v #>> '{}')::numeric between 1 and 10 and (_v #>> '{}')::numeric = trunc((_v #>> '{}')::numeric)
    else false
  end
$$;

create or replace function public.is_valid_coverage_data(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'object'
    and _v ->> 'kind' in ('liquid', 'system', 'membrane', 'cement_admixture')
    and (not _v ? 'unit' or _v ->> 'unit' in ('kg', 'L'))
    and (not _v ? 'per_coat' or public.is_positive_number(_v -> 'per_coat'))
    and (not _v ? 'rate_m2_per_unit' or public.is_positive_number(_v -> 'rate_m2_per_unit'))
    and (not _v ? 'coats' or public.is_coat_count(_v -> 'coats'))
    and (not _v ? 'primer_slug' or (jsonb_typeof(_v -> 'primer_slug') = 'string' and public.is_slug(_v ->> 'primer_slug')))
    and case
      when _v ->> 'kind' = 'membrane' then
        jsonb_typeof(_v -> 'roll') = 'object'
        and public.is_positive_number(_v #> '{roll,width}')
        and public.is_positive_number(_v #> '{roll,length}')
        and (not (_v -> 'roll') ? 'side_lap' or public.is_nonnegative_number(_v #> '{roll,side_lap}'))
        and (not (_v -> 'roll') ? 'end_lap' or public.is_nonnegative_number(_v #> '{roll,end_lap}'))
      else _v ->> 'unit' in ('kg', 'L') and (_v ? 'per_coat' or _v ? 'rate_m2_per_unit')
    end
  ), false)
$$;

create or replace function public.is_valid_pack_sizes(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'array'
    and jsonb_array_length(_v) <= 30
    and coalesce((
      select bool_and(coalesce(
        jsonb_typeof(p) = 'object'
        and public.is_positive_number(p -> 'size')
        and p ->> 'unit' in ('kg', 'L', 'roll', 'bag')
        and (not p ? 'label' or (jsonb_typeof(p -> 'label') = 'string' and char_length(p ->> 'label') <= 60))
      , false))
      from jsonb_array_elements(_v) as p
    ), true)
  ), false)
$$;

create or replace function public.is_valid_specifications(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select case jsonb_typeof(_v)
    when 'object' then true
    when 'array' then coalesce((
      select bool_and(coalesce(jsonb_typeof(s) = 'object' and jsonb_typeof(s -> 'key') = 'string'
        and btrim(s ->> 'key') <> '' and s ? 'value', false))
      from jsonb_array_elements(_v) as s
    ), true)
    else false
  end and char_length(_v::text) <= 20000
  ), false)
$$;

create or replace function public.is_valid_gallery(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'array'
    and jsonb_array_length(_v) <= 30
    and coalesce((
      select bool_and(coalesce(
        (jsonb_typeof(g) = 'string' and public.is_asset_url(g #>> '{}'))
        or (jsonb_typeof(g) = 'object' and jsonb_typeof(g -> 'url') = 'string' and public.is_asset_url(g ->> 'url'))
      , false))
      from jsonb_array_elements(_v) as g
    ), true)
  ), false)
$$;

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_slug(slug)),
  name text not null check (btrim(name) <> '' and char_length(name) <= 160),
  short_description text check (char_length(short_description) <= 500),
  description text check (char_length(description) <= 20000),
  category_id uuid references public.categories (id) on delete set null,
  brand_id uuid references public.brands (id) on delete set null,
  image_url text check (public.is_asset_url(image_url)),
  image_width integer check (image_width between 1 and 20000),
  image_height integer check (image_height between 1 and 20000),
  gallery jsonb not null default '[]'::jsonb check (public.is_valid_gallery(gallery)),
  features text[] not null default '{}' check (public.all_labels(features, 300)),
  applications text[] not null default '{}' check (public.all_labels(applications, 300)),
  specifications jsonb not null default '[]'::jsonb check (public.is_valid_specifications(specifications)),
  coverage text check (char_length(coverage) <= 300),
  coverage_data jsonb check (coverage_data is null or public.is_valid_coverage_data(coverage_data)),
  pack_sizes jsonb not null default '[]'::jsonb check (public.is_valid_pack_sizes(pack_sizes)),
  tds_url text check (public.is_asset_url(tds_url)),
  sds_url text check (public.is_asset_url(sds_url)),
  is_featured boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_image_size_pair check ((image_width is null) = (image_height is null))
);
comment on table public.products is 'Catalogue products. search (english) is kept by trigger from name, descriptions, features, applications, category and brand names; query it with websearch_to_tsquery(''english'', ...).';
comment on column public.products.coverage_data is 'Calculator data: {kind, unit, per_coat | rate_m2_per_unit, coats, primer_slug, roll:{width,length,side_lap,end_lap}}.';
create index products_active_sort_idx on public.products (is_active, sort_order);
create index products_featured_idx on public.products (is_featured) where is_active;
create index products_category_id_idx on public.products (category_id);
create index products_brand_id_idx on public.products (brand_id);
create index products_search_idx on public.products using gin (search);

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
$$;

create or replace function public.products_set_search() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search := public.product_search_vector(new);
  return new;
end
$$;

create trigger products_set_search before insert or update on public.products
  for each row execute function public.products_set_search();

-- Renaming a category or brand refreshes the search vectors of its products.
create or replace function public.refresh_product_search() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    if tg_table_name = 'categories' then
      update public.products set search = search where category_id = new.id;
    else
      update public.products set search = search where brand_id = new.id;
    end if;
  end if;
  return null;
end
$$;

create trigger categories_refresh_product_search after update of name on public.categories
  for each row execute function public.refresh_product_search();
create trigger brands_refresh_product_search after update of name on public.brands
  for each row execute function public.refresh_product_search();

-- Services --------------------------------------------------------------------------------

create table public.services (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_slug(slug)),
  title text not null check (btrim(title) <> '' and char_length(title) <= 160),
  summary text check (char_length(summary) <= 500),
  body text check (char_length(body) <= 20000),
  icon text check (icon ~ '^[a-z0-9-]{1,64}$'),
  image_url text check (public.is_asset_url(image_url)),
  features text[] not null default '{}' check (public.all_labels(features, 300)),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.services is 'Services offered (application, inspection, ...). icon is a lucide icon name.';
create index services_active_sort_idx on public.services (is_active, sort_order);

-- Transport companies ---------------------------------------------------------------------

create table public.transport_companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> '' and char_length(name) <= 160),
  contact_person text check (char_length(contact_person) <= 120),
  phones text[] not null default '{}' check (public.all_phones(phones) and coalesce(array_length(phones, 1), 0) <= 10),
  email text check (public.is_email(email)),
  website text check (public.is_http_url(website)),
  address text check (char_length(address) <= 500),
  city text not null check (btrim(city) <> '' and char_length(city) <= 100),
  state text not null check (btrim(state) <> '' and char_length(state) <= 100),
  service_areas text[] not null default '{}' check (public.all_labels(service_areas, 100)),
  vehicle_types text[] not null default '{}' check (public.all_labels(vehicle_types, 60)),
  is_verified boolean not null default false,
  is_active boolean not null default true,
  search tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.transport_companies is 'Transport companies for the public search. search (simple config) covers name, city, state and service areas: query with websearch_to_tsquery(''simple'', ...).';
create index transport_companies_active_idx on public.transport_companies (is_active, name);
create index transport_companies_city_idx on public.transport_companies (city);
create index transport_companies_state_idx on public.transport_companies (state);
create index transport_companies_service_areas_idx on public.transport_companies using gin (service_areas);
create index transport_companies_vehicle_types_idx on public.transport_companies using gin (vehicle_types);
create index transport_companies_search_idx on public.transport_companies using gin (search);

create or replace function public.transport_companies_set_search() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search :=
    setweight(to_tsvector('simple'::regconfig, coalesce(new.name, '')), 'A')
    || setweight(to_tsvector('simple'::regconfig, coalesce(new.city, '') || ' ' || coalesce(new.state, '')), 'B')
    || setweight(to_tsvector('simple'::regconfig, array_to_string(new.service_areas, ' ')), 'C');
  return new;
end
$$;

create trigger transport_companies_set_search before insert or update on public.transport_companies
  for each row execute function public.transport_companies_set_search();

-- Videos, banners, SEO, social links --------------------------------------------------------

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  youtube_id text not null unique check (youtube_id ~ '^[A-Za-z0-9_-]{11}$'),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  category text check (char_length(category) <= 60),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.videos is 'YouTube videos (11-character video ids) shown on the site.';
create index videos_active_sort_idx on public.videos (is_active, sort_order);
create index videos_category_idx on public.videos (category);

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> '' and char_length(title) <= 200),
  subtitle text check (char_length(subtitle) <= 500),
  image_url text check (public.is_asset_url(image_url)),
  cta_label text check (char_length(cta_label) <= 60),
  cta_href text check (public.is_http_url(cta_href) or cta_href ~ '^/[^[:space:]]*$'),
  starts_at timestamptz,
  ends_at timestamptz,
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint banners_schedule_order check (starts_at is null or ends_at is null or ends_at > starts_at),
  constraint banners_cta_pair check ((cta_label is null) = (cta_href is null))
);
comment on table public.banners is 'Home hero slides; the public sees active ones within their schedule (starts_at..ends_at).';
create index banners_active_sort_idx on public.banners (is_active, sort_order);
create index banners_schedule_idx on public.banners (starts_at, ends_at);

create table public.seo_settings (
  id uuid primary key default gen_random_uuid(),
  route text not null unique check (route ~ '^/[A-Za-z0-9/_:{}.-]*$' and char_length(route) <= 200),
  title text check (char_length(title) <= 120),
  description text check (char_length(description) <= 320),
  keywords text check (char_length(keywords) <= 500),
  og_image text check (public.is_asset_url(og_image)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.seo_settings is 'Per-route title, description, keywords (comma separated) and social image.';

create table public.social_links (
  id uuid primary key default gen_random_uuid(),
  platform text not null check (platform ~ '^[a-z0-9_-]{2,30}$'),
  url text not null check (public.is_http_url(url)),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.social_links is 'Social media links (platform is a lowercase key: facebook, instagram, linkedin, youtube, x ...).';
create index social_links_active_sort_idx on public.social_links (is_active, sort_order);

-- WhatsApp widget -------------------------------------------------------------------------

create or replace function public.is_valid_availability_hours(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'object'
    and jsonb_typeof(_v -> 'start') = 'string' and public.is_hhmm(_v ->> 'start')
    and jsonb_typeof(_v -> 'end') = 'string' and public.is_hhmm(_v ->> 'end')
  ), false)
$$;

create or replace function public.is_valid_auto_replies(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'array'
    and jsonb_array_length(_v) <= 20
    and coalesce((
      select bool_and(coalesce(
        jsonb_typeof(r) = 'object'
        and jsonb_typeof(r -> 'trigger') = 'string' and btrim(r ->> 'trigger') <> '' and char_length(r ->> 'trigger') <= 100
        and jsonb_typeof(r -> 'response') = 'string' and btrim(r ->> 'response') <> '' and char_length(r ->> 'response') <= 1000
      , false))
      from jsonb_array_elements(_v) as r
    ), true)
  ), false)
$$;

create table public.whatsapp_settings (
  id uuid primary key default gen_random_uuid(),
  is_active boolean not null default true,
  phone_number text not null check (public.is_phone(phone_number)),
  business_name text not null check (btrim(business_name) <> '' and char_length(business_name) <= 120),
  welcome_message text not null default 'Hello! How can we help you?' check (char_length(welcome_message) between 1 and 1000),
  custom_message text check (char_length(custom_message) <= 1000),
  position text not null default 'bottom-left' check (position in ('bottom-left', 'bottom-right', 'top-left', 'top-right')),
  show_availability boolean not null default true,
  availability_hours jsonb not null default '{"start": "09:00", "end": "18:00"}'::jsonb check (public.is_valid_availability_hours(availability_hours)),
  auto_replies jsonb not null default '[]'::jsonb check (public.is_valid_auto_replies(auto_replies)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.whatsapp_settings is 'WhatsApp chat widget settings; at most one row is active (the widget reads it with is_active = true, single row).';
create unique index whatsapp_settings_one_active on public.whatsapp_settings ((true)) where is_active;

-- Site settings (one row) -----------------------------------------------------------------

create table public.site_settings (
  id integer primary key default 1 check (id = 1),
  company_name text not null check (btrim(company_name) <> '' and char_length(company_name) <= 160),
  tagline text check (char_length(tagline) <= 300),
  address_line1 text check (char_length(address_line1) <= 200),
  address_line2 text check (char_length(address_line2) <= 200),
  city text check (char_length(city) <= 100),
  state text check (char_length(state) <= 100),
  postal_code text check (postal_code ~ '^[A-Za-z0-9 -]{3,12}$'),
  country text check (char_length(country) <= 100),
  phones text[] not null default '{}' check (public.all_phones(phones) and coalesce(array_length(phones, 1), 0) <= 10),
  emails text[] not null default '{}' check (public.all_emails(emails) and coalesce(array_length(emails, 1), 0) <= 10),
  business_hours text check (char_length(business_hours) <= 200),
  countries_served text not null default '15+' check (char_length(countries_served) <= 20),
  material_testing text not null default '100%' check (char_length(material_testing) <= 20),
  lead_time_days integer check (lead_time_days between 1 and 365),
  protection_enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'The one row (id = 1) of company facts shown on the site, the export figures and the page-protection switch.';

-- updated_at on every content table -----------------------------------------------------------

create trigger categories_set_updated_at before update on public.categories
  for each row execute function public.set_updated_at();
create trigger brands_set_updated_at before update on public.brands
  for each row execute function public.set_updated_at();
create trigger products_set_updated_at before update on public.products
  for each row execute function public.set_updated_at();
create trigger services_set_updated_at before update on public.services
  for each row execute function public.set_updated_at();
create trigger transport_companies_set_updated_at before update on public.transport_companies
  for each row execute function public.set_updated_at();
create trigger videos_set_updated_at before update on public.videos
  for each row execute function public.set_updated_at();
create trigger banners_set_updated_at before update on public.banners
  for each row execute function public.set_updated_at();
create trigger seo_settings_set_updated_at before update on public.seo_settings
  for each row execute function public.set_updated_at();
create trigger social_links_set_updated_at before update on public.social_links
  for each row execute function public.set_updated_at();
create trigger whatsapp_settings_set_updated_at before update on public.whatsapp_settings
  for each row execute function public.set_updated_at();
create trigger site_settings_set_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

revoke execute on function public.products_set_search(), public.refresh_product_search(),
  public.transport_companies_set_search() from public, anon, authenticated;

-- RLS is enabled here so no table is ever exposed without it; policies follow in
-- 20250101000500_content_policies.sql.
alter table public.categories enable row level security;
alter table public.brands enable row level security;
alter table public.products enable row level security;
alter table public.services enable row level security;
alter table public.transport_companies enable row level security;
alter table public.videos enable row level security;
alter table public.banners enable row level security;
alter table public.seo_settings enable row level security;
alter table public.social_links enable row level security;
alter table public.whatsapp_settings enable row level security;
alter table public.site_settings enable row level security;
