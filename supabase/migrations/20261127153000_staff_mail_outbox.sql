-- Staff are told at once: every new contact message (an enquiry is one too) queues an e-mail to
-- the sales addresses an admin sets, and a sender outside the database delivers the queue.
--
-- The addresses live in their own one-row table, not in site_settings: site_settings is read by
-- anyone (the public site shows it), and these addresses are for staff eyes only.
--
-- The visitor's insert only adds an outbox row (an AFTER INSERT trigger); the sender (the local
-- backend's background job, or on hosted Supabase the notify-staff Edge Function called by a
-- database webhook or pg_cron) claims due rows with claim_staff_mail(), sends them and reports
-- each with complete_staff_mail(): sent, or failed and retried later with backoff, giving up
-- after the attempts allowed (the inbox then shows "mail failed" on the message).

create table public.staff_notification_settings (
  id integer primary key default 1 check (id = 1),
  sales_emails text[] not null default '{}'
    check (public.all_emails(sales_emails) and coalesce(array_length(sales_emails, 1), 0) <= 10),
  updated_at timestamptz not null default now()
);
comment on table public.staff_notification_settings is 'The one row (id = 1): who is e-mailed when a contact message or enquiry arrives (at most 10 addresses). Admins only.';
insert into public.staff_notification_settings (id) values (1) on conflict (id) do nothing;

create trigger staff_notification_settings_set_updated_at before update on public.staff_notification_settings
  for each row execute function public.set_updated_at();

create table public.staff_mail_outbox (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  recipients text[] not null
    check (public.all_emails(recipients) and coalesce(array_length(recipients, 1), 0) between 1 and 10),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts between 0 and 100),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.staff_mail_outbox is 'One staff e-mail per new contact message, queued by a trigger and delivered by the notify-staff sender. Staff read; nobody writes through the API.';
create index staff_mail_outbox_due_idx on public.staff_mail_outbox (status, next_attempt_at);
create index staff_mail_outbox_message_id_idx on public.staff_mail_outbox (message_id);

-- Queue ---------------------------------------------------------------------------------------

create or replace function public.contact_messages_queue_staff_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _to text[];
begin
  select s.sales_emails into _to from public.staff_notification_settings s where s.id = 1;
  if coalesce(array_length(_to, 1), 0) > 0 then
    insert into public.staff_mail_outbox (message_id, recipients) values (new.id, _to);
  end if;
  return null;
end
$$;

create trigger contact_messages_queue_staff_mail after insert on public.contact_messages
  for each row execute function public.contact_messages_queue_staff_mail();

-- The lines of an enquiry (public.enquiry_lines, when that table exists) as a JSON array.
create or replace function public.staff_mail_lines(_message_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _lines jsonb;
begin
  if to_regclass('public.enquiry_lines') is null then
    return '[]'::jsonb;
  end if;
  execute 'select coalesce(jsonb_agg(to_jsonb(l) - ''message_id'' order by (to_jsonb(l) ->> ''position'')::numeric nulls last), ''[]''::jsonb)
           from public.enquiry_lines l where l.message_id = $1'
    into _lines using _message_id;
  return _lines;
end
$$;

-- Sender --------------------------------------------------------------------------------------

create or replace function public.claim_staff_mail(_limit integer default 10, _lease_seconds integer default 300)
returns table (outbox_id bigint, attempt integer, to_addresses text[], message jsonb, lines jsonb)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with due as (
    select o.id from public.staff_mail_outbox o
    where (o.status = 'pending' and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.locked_until < now())
    order by o.next_attempt_at, o.id
    limit least(greatest(coalesce(_limit, 10), 1), 100)
    for update skip locked
  ), claimed as (
    update public.staff_mail_outbox o
    set status = 'sending',
        attempts = o.attempts + 1,
        locked_until = now() + make_interval(secs => least(greatest(coalesce(_lease_seconds, 300), 10), 3600))
    from due
    where o.id = due.id
    returning o.id, o.attempts, o.recipients, o.message_id
  )
  select c.id, c.attempts, c.recipients,
    to_jsonb(m) - 'ip' - 'user_agent' - 'handled_by' - 'notes',
    public.staff_mail_lines(c.message_id)
  from claimed c
  join public.contact_messages m on m.id = c.message_id
  order by c.id;
end
$$;
comment on function public.claim_staff_mail(integer, integer) is 'Sender only (service role): claims due staff mails (pending and due, or a send whose lease ran out), counts the attempt and answers what to send.';

-- Reports one claimed send: _error null means sent; otherwise the error is kept and the mail is
-- retried after 1, 2, 4, 8... minutes (at most an hour), until _max_attempts have failed.
create or replace function public.complete_staff_mail(_outbox_id bigint, _error text default null, _max_attempts integer default 5)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _status text;
begin
  if _error is null then
    update public.staff_mail_outbox
    set status = 'sent', sent_at = now(), locked_until = null, last_error = null
    where id = _outbox_id and status = 'sending'
    returning status into _status;
  else
    update public.staff_mail_outbox o
    set status = case when o.attempts >= greatest(coalesce(_max_attempts, 5), 1) then 'failed' else 'pending' end,
        next_attempt_at = now() + make_interval(mins => least(power(2, greatest(o.attempts - 1, 0))::integer, 60)),
        locked_until = null,
        last_error = left(coalesce(nullif(btrim(_error), ''), 'unknown error'), 1000)
    where o.id = _outbox_id and o.status = 'sending'
    returning o.status into _status;
  end if;
  return _status;
end
$$;
comment on function public.complete_staff_mail(bigint, text, integer) is 'Sender only (service role): marks a claimed staff mail sent, or records its error and schedules a retry (failed after _max_attempts).';

-- Policies ------------------------------------------------------------------------------------

alter table public.staff_notification_settings enable row level security;
alter table public.staff_mail_outbox enable row level security;

create policy "staff_notification_settings: admins read" on public.staff_notification_settings
  for select to authenticated
  using ((select public.is_current_user_admin()));
create policy "staff_notification_settings: admins update" on public.staff_notification_settings
  for update to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));
revoke insert, update, delete, truncate on public.staff_notification_settings from anon;
revoke insert, delete, truncate on public.staff_notification_settings from authenticated;
revoke update on public.staff_notification_settings from authenticated;
grant update (sales_emails) on public.staff_notification_settings to authenticated;

create policy "staff_mail_outbox: staff read" on public.staff_mail_outbox
  for select to authenticated
  using ((select public.is_current_user_staff()));
revoke insert, update, delete, truncate on public.staff_mail_outbox from anon;
revoke insert, update, delete, truncate on public.staff_mail_outbox from authenticated;

revoke execute on function public.contact_messages_queue_staff_mail(), public.staff_mail_lines(uuid),
  public.claim_staff_mail(integer, integer), public.complete_staff_mail(bigint, text, integer)
  from public, anon, authenticated;
grant execute on function public.claim_staff_mail(integer, integer),
  public.complete_staff_mail(bigint, text, integer) to service_role;
