-- Company story, figures, certifications and quality statement for the home and about pages.
-- Everything the site says about the company lives in the one site_settings row, so an admin
-- can change it without a release. Stored in English; per-language content is a later issue.

-- figures: a short list of headline numbers, e.g. [{"value": "25+", "label": "Years in waterproofing"}].
create or replace function public.is_valid_site_figures(_v jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce((
    select jsonb_typeof(_v) = 'array'
    and jsonb_array_length(_v) <= 8
    and coalesce((
      select bool_and(coalesce(
        jsonb_typeof(f) = 'object'
        and jsonb_typeof(f -> 'value') = 'string'
        and btrim(f ->> 'value') <> '' and char_length(f ->> 'value') <= 20
        and jsonb_typeof(f -> 'label') = 'string'
        and btrim(f ->> 'label') <> '' and char_length(f ->> 'label') <= 80
      , false))
      from jsonb_array_elements(_v) as f
    ), true)
  ), false)
$$;

alter table public.site_settings
  add column story text check (char_length(story) <= 5000),
  add column founded_year integer check (founded_year between 1800 and 2100),
  add column figures jsonb not null default '[]'::jsonb check (public.is_valid_site_figures(figures)),
  add column certifications text[] not null default '{}'
    check (public.all_labels(certifications, 160) and coalesce(array_length(certifications, 1), 0) <= 20),
  add column quality_statement text check (char_length(quality_statement) <= 2000);

comment on column public.site_settings.story is
  'The company story on the home and about pages: plain text, paragraphs separated by a blank line.';
comment on column public.site_settings.founded_year is
  'Year the company was founded, shown with the story (e.g. "Since 1998").';
comment on column public.site_settings.figures is
  'Headline figures on the home and about pages, in order: [{"value": "25+", "label": "Years in waterproofing"}], at most 8.';
comment on column public.site_settings.certifications is
  'Certifications and standards shown on the about page (e.g. "ISO 9001:2015 quality management"), at most 20.';
comment on column public.site_settings.quality_statement is
  'How quality is assured (laboratory, batch testing), shown with the certifications on the about page.';
