-- The certification list is company text like the story and the figures, so it is translated
-- too (issue 26: the Arabic home page still listed its certifications in English). Same rules as
-- site_settings.certifications; a translation keeps the English order and length (checked by the
-- seed generator), and NULL falls back to English.
alter table public.site_setting_translations
  add column certifications text[]
    check (public.all_labels(certifications, 160) and coalesce(array_length(certifications, 1), 0) <= 20);
comment on column public.site_setting_translations.certifications is
  'site_settings.certifications in this language, same order; NULL shows the English list.';
