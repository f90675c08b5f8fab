-- Row-level security for the content tables: the public (anon and signed-in) reads active,
-- published rows; only admins read inactive rows and write. One policy per operation and role.
-- Also strips privileges the API roles never need (TRUNCATE bypasses RLS).

-- categories
create policy "categories: public reads published" on public.categories
  for select to anon
  using (is_active);
create policy "categories: users read published, admins all" on public.categories
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "categories: admins insert" on public.categories
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "categories: admins update" on public.categories
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "categories: admins delete" on public.categories
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.categories from anon;

-- brands
create policy "brands: public reads published" on public.brands
  for select to anon
  using (is_active);
create policy "brands: users read published, admins all" on public.brands
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "brands: admins insert" on public.brands
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "brands: admins update" on public.brands
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "brands: admins delete" on public.brands
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.brands from anon;

-- products
create policy "products: public reads published" on public.products
  for select to anon
  using (is_active);
create policy "products: users read published, admins all" on public.products
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "products: admins insert" on public.products
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "products: admins update" on public.products
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "products: admins delete" on public.products
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.products from anon;

-- services
create policy "services: public reads published" on public.services
  for select to anon
  using (is_active);
create policy "services: users read published, admins all" on public.services
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "services: admins insert" on public.services
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "services: admins update" on public.services
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "services: admins delete" on public.services
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.services from anon;

-- transport_companies
create policy "transport_companies: public reads published" on public.transport_companies
  for select to anon
  using (is_active);
create policy "transport_companies: users read published, admins all" on public.transport_companies
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "transport_companies: admins insert" on public.transport_companies
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "transport_companies: admins update" on public.transport_companies
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "transport_companies: admins delete" on public.transport_companies
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.transport_companies from anon;

-- videos
create policy "videos: public reads published" on public.videos
  for select to anon
  using (is_active);
create policy "videos: users read published, admins all" on public.videos
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "videos: admins insert" on public.videos
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "videos: admins update" on public.videos
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "videos: admins delete" on public.videos
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.videos from anon;

-- social_links
create policy "social_links: public reads published" on public.social_links
  for select to anon
  using (is_active);
create policy "social_links: users read published, admins all" on public.social_links
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "social_links: admins insert" on public.social_links
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "social_links: admins update" on public.social_links
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "social_links: admins delete" on public.social_links
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.social_links from anon;

-- whatsapp_settings
create policy "whatsapp_settings: public reads published" on public.whatsapp_settings
  for select to anon
  using (is_active);
create policy "whatsapp_settings: users read published, admins all" on public.whatsapp_settings
  for select to authenticated
  using (is_active or (select public.is_current_user_admin()));
create policy "whatsapp_settings: admins insert" on public.whatsapp_settings
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "whatsapp_settings: admins update" on public.whatsapp_settings
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "whatsapp_settings: admins delete" on public.whatsapp_settings
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.whatsapp_settings from anon;

-- banners
create policy "banners: public reads published" on public.banners
  for select to anon
  using (is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now()));
create policy "banners: users read published, admins all" on public.banners
  for select to authenticated
  using ((is_active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())) or (select public.is_current_user_admin()));
create policy "banners: admins insert" on public.banners
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "banners: admins update" on public.banners
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "banners: admins delete" on public.banners
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.banners from anon;

-- seo_settings
create policy "seo_settings: public reads published" on public.seo_settings
  for select to anon
  using (true);
create policy "seo_settings: users read published, admins all" on public.seo_settings
  for select to authenticated
  using (true);
create policy "seo_settings: admins insert" on public.seo_settings
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "seo_settings: admins update" on public.seo_settings
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
create policy "seo_settings: admins delete" on public.seo_settings
  for delete to authenticated
  using ((select public.is_current_user_admin()));
revoke insert, update, delete on public.seo_settings from anon;

-- site_settings
create policy "site_settings: public reads published" on public.site_settings
  for select to anon
  using (true);
create policy "site_settings: users read published, admins all" on public.site_settings
  for select to authenticated
  using (true);
create policy "site_settings: admins insert" on public.site_settings
  for insert to authenticated
  with check ((select public.is_current_user_admin()));
create policy "site_settings: admins update" on public.site_settings
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
-- The one site_settings row is edited, never deleted: no delete policy for anyone.
revoke insert, update, delete on public.site_settings from anon;
revoke delete on public.site_settings from authenticated;

-- No API role may truncate (it bypasses RLS) or create triggers or foreign keys on these tables.
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;
