-- "Missing translations in <language>" (issue 15, back office): for each translatable content
-- type an admin-only function returning the records whose translation into _language is
-- incomplete, as rows of the parent table, so the list page keeps its filters, embeds, sort,
-- paging and exact count (PostgREST applies them to the function's result, server-side).
-- Incomplete = some field whose English text is not blank has a blank translation (NULL, only
-- whitespace, an empty list) or there is no translation row at all; an English field without
-- text has nothing to translate. The back office's completeness figures use the same rule
-- (src/features/cms/translations/completeness.ts).

-- A field still to translate: English has text, the translation has none.
create or replace function public.translation_missing(_source text, _translation text)
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(btrim(_source), '') <> '' and coalesce(btrim(_translation), '') = ''
$$;

create or replace function public.translation_missing(_source text[], _translation text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(btrim(array_to_string(_source, '')), '') <> ''
    and coalesce(btrim(array_to_string(_translation, '')), '') = ''
$$;
comment on function public.translation_missing(text, text) is 'True when the English text is not blank and its translation is (NULL or whitespace).';
comment on function public.translation_missing(text[], text[]) is 'True when the English list has text and its translation has none (NULL or empty).';

-- The caller must be an admin and the language one of the 29 translation languages.
create or replace function public.check_translation_gaps_call(_language text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce((select public.is_current_user_admin()), false) then
    raise exception 'only admins may list missing translations' using errcode = '42501';
  end if;
  if _language is null or not public.is_translation_language(_language) then
    raise exception 'unknown translation language' using errcode = '22023';
  end if;
end
$$;

create or replace function public.products_missing_translation(_language text)
returns setof public.products
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select p.* from public.products p
    left join public.product_translations t on t.product_id = p.id and t.language = _language
    where public.translation_missing(p.name, t.name)
      or public.translation_missing(p.short_description, t.short_description)
      or public.translation_missing(p.description, t.description)
      or public.translation_missing(p.features, t.features)
      or public.translation_missing(p.applications, t.applications)
      or public.translation_missing(p.coverage, t.coverage);
end
$$;

create or replace function public.categories_missing_translation(_language text)
returns setof public.categories
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select c.* from public.categories c
    left join public.category_translations t on t.category_id = c.id and t.language = _language
    where public.translation_missing(c.name, t.name)
      or public.translation_missing(c.description, t.description);
end
$$;

create or replace function public.services_missing_translation(_language text)
returns setof public.services
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select s.* from public.services s
    left join public.service_translations t on t.service_id = s.id and t.language = _language
    where public.translation_missing(s.title, t.title)
      or public.translation_missing(s.summary, t.summary)
      or public.translation_missing(s.body, t.body)
      or public.translation_missing(s.features, t.features);
end
$$;

create or replace function public.banners_missing_translation(_language text)
returns setof public.banners
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select b.* from public.banners b
    left join public.banner_translations t on t.banner_id = b.id and t.language = _language
    where public.translation_missing(b.title, t.title)
      or public.translation_missing(b.subtitle, t.subtitle)
      or public.translation_missing(b.cta_label, t.cta_label);
end
$$;

create or replace function public.videos_missing_translation(_language text)
returns setof public.videos
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select v.* from public.videos v
    left join public.video_translations t on t.video_id = v.id and t.language = _language
    where public.translation_missing(v.title, t.title)
      or public.translation_missing(v.description, t.description);
end
$$;

create or replace function public.seo_settings_missing_translation(_language text)
returns setof public.seo_settings
language plpgsql stable
set search_path = ''
as $$
begin
  perform public.check_translation_gaps_call(_language);
  return query
    select s.* from public.seo_settings s
    left join public.seo_setting_translations t
      on t.seo_setting_id = s.id and t.language = _language
    where public.translation_missing(s.title, t.title)
      or public.translation_missing(s.description, t.description)
      or public.translation_missing(s.keywords, t.keywords);
end
$$;

comment on function public.products_missing_translation(text) is 'Admins: products whose translation into _language is missing or incomplete (see translation_missing).';
comment on function public.categories_missing_translation(text) is 'Admins: categories whose translation into _language is missing or incomplete.';
comment on function public.services_missing_translation(text) is 'Admins: services whose translation into _language is missing or incomplete.';
comment on function public.banners_missing_translation(text) is 'Admins: banners whose translation into _language is missing or incomplete.';
comment on function public.videos_missing_translation(text) is 'Admins: videos whose translation into _language is missing or incomplete.';
comment on function public.seo_settings_missing_translation(text) is 'Admins: SEO settings whose translation into _language is missing or incomplete.';

-- Signed-in callers only (the functions refuse non-admins themselves); never anon.
revoke execute on function public.translation_missing(text, text),
  public.translation_missing(text[], text[]),
  public.check_translation_gaps_call(text),
  public.products_missing_translation(text),
  public.categories_missing_translation(text),
  public.services_missing_translation(text),
  public.banners_missing_translation(text),
  public.videos_missing_translation(text),
  public.seo_settings_missing_translation(text)
  from public, anon;
grant execute on function public.translation_missing(text, text),
  public.translation_missing(text[], text[]),
  public.check_translation_gaps_call(text),
  public.products_missing_translation(text),
  public.categories_missing_translation(text),
  public.services_missing_translation(text),
  public.banners_missing_translation(text),
  public.videos_missing_translation(text),
  public.seo_settings_missing_translation(text)
  to authenticated;
