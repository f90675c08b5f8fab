-- /admin/settings refused a save as stale when another admin had flipped a Security switch
-- (page protection, two-step sign-in) on the same site_settings row meanwhile: its stale check
-- compared the row's updated_at, which every change moves. company_updated_at moves only when
-- something other than those switches changes (the company facts the form writes), and is the
-- version the form compares instead. Set by this trigger alone: a value written by a client is
-- replaced.
alter table public.site_settings
  add column company_updated_at timestamptz not null default now();
comment on column public.site_settings.company_updated_at is
  'When a company fact (anything but the Security switches protection_enabled and staff_mfa_required) last changed: the /admin/settings form''s stale-edit version. Kept by trigger.';

create or replace function public.site_settings_set_company_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  _ignored text[] := array['protection_enabled', 'staff_mfa_required', 'updated_at', 'company_updated_at'];
begin
  if (to_jsonb(new) - _ignored) is distinct from (to_jsonb(old) - _ignored) then
    new.company_updated_at := now();
  else
    new.company_updated_at := old.company_updated_at;
  end if;
  return new;
end
$$;
comment on function public.site_settings_set_company_updated_at() is 'Trigger: moves site_settings.company_updated_at when a company fact changes, keeps it otherwise.';
revoke execute on function public.site_settings_set_company_updated_at() from public, anon, authenticated;

create trigger site_settings_set_company_updated_at before update on public.site_settings
  for each row execute function public.site_settings_set_company_updated_at();
