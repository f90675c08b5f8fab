-- Publishing: the back office asks the host to rebuild the prerendered pages (a deploy hook).
--
-- The hook URL is a secret of the server side (the publish Edge Function's DEPLOY_HOOK_URL, the
-- local backend's DEPLOY_HOOK_URL or its hook file): no table or function of the API holds it.
-- Each attempt is recorded here by that function (as the service role) for admins to read.
--
-- The build records which content it saw in /build-stamp.json: content_last_changed_at(), the
-- newest content_audit entry, read before the pages are rendered. The back office counts the
-- audit entries after it ("N changes since the last publish").

create table public.publish_runs (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  -- No foreign key: the record outlives deleted users, as content_audit does.
  requested_by uuid,
  ok boolean not null,
  hook_status integer check (hook_status between 100 and 599),
  error text check (char_length(error) <= 300)
);
comment on table public.publish_runs is 'Every publish (deploy hook call) an admin asked for: who, when, whether the host accepted it and its HTTP status. Written by the publish function only; admins read.';
create index publish_runs_requested_at_idx on public.publish_runs (requested_at desc);

alter table public.publish_runs enable row level security;

create policy "publish_runs: admins read" on public.publish_runs
  for select to authenticated
  using ((select public.is_current_user_admin()));

revoke insert, update, delete, truncate on public.publish_runs from anon, authenticated;

create or replace function public.content_last_changed_at() returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(a.changed_at) from public.content_audit a
$$;
comment on function public.content_last_changed_at() is 'When the content last changed (the newest content_audit entry); the build records it in its build stamp. Reveals no content.';
revoke execute on function public.content_last_changed_at() from public;
grant execute on function public.content_last_changed_at() to anon, authenticated, service_role;
