-- Uploads that cannot run: the public `media` bucket takes raster images only (PNG, JPEG, WebP,
-- AVIF, at most 5 MB); SVG, HTML and anything else a browser could run as a page is refused by
-- Storage itself (allowed_mime_types, enforced by hosted Storage as by the local server).
-- Data sheets (PDF, at most 20 MB) go to their own public bucket, `documents`.
-- Objects already stored stay readable; only new uploads are checked.

update storage.buckets
set file_size_limit = 5242880,
    allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/avif']
where id = 'media';

-- The bucket's own limit now caps images at 5 MB: the trigger that did it is no longer needed.
drop trigger if exists enforce_media_image_size on storage.objects;
drop function if exists public.enforce_media_image_size();

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', true, 20971520, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "documents: anyone can read"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'documents');

create policy "documents: admins can upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'documents' and (select public.is_current_user_admin()));

create policy "documents: admins can update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'documents' and (select public.is_current_user_admin()))
  with check (bucket_id = 'documents' and (select public.is_current_user_admin()));

create policy "documents: admins can delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'documents' and (select public.is_current_user_admin()));
