-- The support desk's history of each contact message: every status change (who, from, to, when)
-- and internal notes, as rows of contact_message_events. Status changes are recorded by a trigger
-- on contact_messages; notes are added only through add_contact_message_note(). Staff (admin and
-- support) read the history; nobody writes the table directly, and it is never edited (a
-- message's history goes with the message when an admin deletes it).

create table public.contact_message_events (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  kind text not null check (kind in ('status', 'note')),
  from_status text check (from_status in ('new', 'in_progress', 'resolved', 'spam')),
  to_status text check (to_status in ('new', 'in_progress', 'resolved', 'spam')),
  note text check (char_length(btrim(note)) between 1 and 2000),
  created_at timestamptz not null default now(),
  constraint contact_message_events_shape check (
    (kind = 'status' and to_status is not null and note is null)
    or (kind = 'note' and note is not null and from_status is null and to_status is null)
  )
);
comment on table public.contact_message_events is 'History of a contact message: status changes (trigger) and internal notes (add_contact_message_note). Staff read; written only by the trigger and the function.';
create index contact_message_events_message_created_at_idx
  on public.contact_message_events (message_id, created_at);
create index contact_message_events_actor_idx on public.contact_message_events (actor_id);

-- Every status change becomes an event, whoever makes it (the UI, an admin tool, SQL).
create or replace function public.contact_messages_log_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.contact_message_events (message_id, actor_id, kind, from_status, to_status)
    values (new.id, auth.uid(), 'status', old.status, new.status);
  end if;
  return new;
end
$$;

create trigger contact_messages_log_status after update of status on public.contact_messages
  for each row execute function public.contact_messages_log_status();

-- Events are history: never rewritten.
create or replace function public.contact_message_events_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'contact_message_events is append-only' using errcode = '42501';
end
$$;

create trigger contact_message_events_no_update before update on public.contact_message_events
  for each row execute function public.contact_message_events_immutable();

create or replace function public.add_contact_message_note(message_id_param uuid, note_param text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  _note text := btrim(coalesce(note_param, ''));
  _id bigint;
begin
  if not public.is_current_user_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  if char_length(_note) not between 1 and 2000 then
    raise exception 'A note must be 1 to 2000 characters' using errcode = '22023', detail = 'note';
  end if;
  if not exists (select 1 from public.contact_messages m where m.id = message_id_param) then
    raise exception 'No such message' using errcode = 'P0002', detail = 'message_id';
  end if;
  insert into public.contact_message_events (message_id, actor_id, kind, note)
  values (message_id_param, auth.uid(), 'note', _note)
  returning id into _id;
  return _id;
end
$$;
comment on function public.add_contact_message_note(uuid, text) is 'Staff add an internal note (1-2000 characters) to a contact message; recorded with the caller and time.';

-- Who did it, for the history list: the actor's display name (staff only).
create or replace function public.contact_message_history(message_id_param uuid)
returns table (
  id bigint,
  kind text,
  from_status text,
  to_status text,
  note text,
  actor_id uuid,
  actor_name text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_current_user_staff() then
    raise exception 'Staff only' using errcode = '42501';
  end if;
  return query
    select e.id, e.kind, e.from_status, e.to_status, e.note, e.actor_id,
      coalesce(nullif(btrim(p.full_name), ''), p.username, u.email::text),
      e.created_at
    from public.contact_message_events e
    left join public.profiles p on p.user_id = e.actor_id
    left join auth.users u on u.id = e.actor_id
    where e.message_id = message_id_param
    order by e.created_at, e.id;
end
$$;
comment on function public.contact_message_history(uuid) is 'Staff read the history of a contact message with each actor''s name.';

alter table public.contact_message_events enable row level security;

create policy "contact_message_events: staff read" on public.contact_message_events
  for select to authenticated
  using ((select public.is_current_user_staff()));

revoke insert, update, delete, truncate on public.contact_message_events from anon, authenticated;

revoke execute on function public.contact_messages_log_status(),
  public.contact_message_events_immutable() from public, anon, authenticated;
revoke execute on function public.add_contact_message_note(uuid, text),
  public.contact_message_history(uuid) from public, anon;
grant execute on function public.add_contact_message_note(uuid, text),
  public.contact_message_history(uuid) to authenticated;
