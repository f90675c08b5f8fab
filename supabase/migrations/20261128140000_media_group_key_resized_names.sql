-- The media library groups a resized image with its smaller copies by the names the back office
-- gives them (src/lib/image-variants.ts): <stem>.w<W>.webp is the image, <stem>.w<W>-400.webp and
-- <stem>.w<W>-800.webp its copies (.jpg where the browser cannot write WebP). Any other name is a
-- file of its own, so an upload that happens to be called "photo-800.webp" is not taken for a copy.

create or replace function public.media_group_key(_name text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(_name, '(\.w[0-9]{1,5})-[0-9]{1,5}\.(webp|jpg)$', '\1.\2')
$$;
comment on function public.media_group_key(text) is
  'The media library''s grouping: a resized copy (<stem>.w<W>-400.webp, -800; .jpg alike) has its image''s name (<stem>.w<W>.webp) as key.';
