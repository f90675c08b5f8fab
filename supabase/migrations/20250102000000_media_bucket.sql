-- The project's public `media` bucket: product and page images (image/*, at most 5 MB each) and
-- PDFs such as technical and safety data sheets (at most 20 MB). Everyone may read it; only
-- admins (public.is_current_user_admin()) may upload, replace, move or delete.
-- A bucket has one size limit, so the bucket allows 20 MB and a trigger caps images at 5 MB,
-- reading the size Storage records in metadata before the row is written.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 20971520, array['image/*', 'application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "media: anyone can read"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'media');

create policy "media: admins can upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'media' and (select public.is_current_user_admin()));

create policy "media: admins can update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'media' and (select public.is_current_user_admin()))
  with check (bucket_id = 'media' and (select public.is_current_user_admin()));

create policy "media: admins can delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'media' and (select public.is_current_user_admin()));

create or replace function public.enforce_media_image_size() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.bucket_id = 'media'
     and coalesce(new.metadata ->> 'mimetype', '') ilike 'image/%'
     and coalesce((new.metadata ->> 'size')::bigint, 0) > 5242880 then
    -- program_limit_exceeded: the storage API answers it as EntityTooLarge.
    raise exception 'The object exceeded the maximum allowed size' using errcode = '54000';
  end if;
  return new;
end
$$;
comment on function public.enforce_media_image_size() is
  'Trigger: images in the media bucket may be at most 5 MB (the bucket itself allows 20 MB PDFs).';
revoke execute on function public.enforce_media_image_size() from public, anon, authenticated;

create trigger enforce_media_image_size
  before insert or update on storage.objects
  for each row execute function public.enforce_media_image_size();
