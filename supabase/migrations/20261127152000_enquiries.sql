-- Enquiries: a visitor's list of products (quantities, units, notes, where each line came from)
-- sent in one request with the project's details. An enquiry is a contact message of kind
-- 'enquiry' (the inbox, its statuses, notes and replies serve both); its lines are rows of
-- enquiry_lines. Both are written only by submit_enquiry(), which validates every line (a bad
-- line refuses the whole enquiry) and applies the contact form's throttle and honeypot. Every
-- message gets a reference people can quote (ENQ-2026-000123, MSG-2026-000124).

-- Messages: kind, reference, project details --------------------------------------------------

create sequence public.contact_message_reference_seq;
revoke all on sequence public.contact_message_reference_seq from public, anon, authenticated;

alter table public.contact_messages
  add column kind text not null default 'contact' check (kind in ('contact', 'enquiry')),
  add column reference text,
  add column site_city text check (char_length(btrim(site_city)) between 1 and 100),
  add column site_state text check (char_length(btrim(site_state)) between 1 and 100),
  add column site_country text check (char_length(btrim(site_country)) between 1 and 100),
  add column destination_port text check (char_length(btrim(destination_port)) between 1 and 100),
  add column work_start text check (char_length(btrim(work_start)) between 1 and 60),
  add column building_kind text check (
    building_kind in ('house', 'apartment', 'commercial', 'industrial', 'infrastructure', 'other')
  ),
  add constraint contact_messages_project_details_enquiries_only check (
    kind = 'enquiry' or (
      site_city is null and site_state is null and site_country is null
      and destination_port is null and work_start is null and building_kind is null
    )
  );
comment on column public.contact_messages.kind is 'contact (the contact form) or enquiry (a product list from /enquiry, lines in enquiry_lines).';
comment on column public.contact_messages.reference is 'What the sender can quote: ENQ-<year>-<number> for enquiries, MSG-<year>-<number> for messages.';
comment on column public.contact_messages.work_start is 'When the work starts: a month (YYYY-MM) or the sender''s words.';

-- An enquiry's own words are optional (the lines say what is wanted); a message's are not.
alter table public.contact_messages drop constraint contact_messages_message_check;
alter table public.contact_messages add constraint contact_messages_message_check check (
  char_length(btrim(message)) between 10 and 5000 or (kind = 'enquiry' and message = '')
);

create or replace function public.contact_message_reference(_kind text) returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select (case when _kind = 'enquiry' then 'ENQ' else 'MSG' end)
    || '-' || to_char(now() at time zone 'UTC', 'YYYY')
    || '-' || lpad(nextval('public.contact_message_reference_seq')::text, 6, '0')
$$;

create or replace function public.contact_messages_set_reference() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.reference := public.contact_message_reference(new.kind);
  return new;
end
$$;
create trigger contact_messages_set_reference before insert on public.contact_messages
  for each row execute function public.contact_messages_set_reference();

-- Earlier messages get theirs in the order they came (without touching updated_at).
alter table public.contact_messages disable trigger contact_messages_set_updated_at;
with numbered as (
  select id, created_at, row_number() over (order by created_at, id) as n from public.contact_messages
)
update public.contact_messages m
set reference = 'MSG-' || to_char(o.created_at at time zone 'UTC', 'YYYY') || '-' || lpad(o.n::text, 6, '0')
from numbered o
where o.id = m.id;
select setval('public.contact_message_reference_seq',
  greatest((select count(*) from public.contact_messages), 1),
  (select count(*) > 0 from public.contact_messages));
alter table public.contact_messages enable trigger contact_messages_set_updated_at;

alter table public.contact_messages
  alter column reference set not null,
  add constraint contact_messages_reference_key unique (reference),
  add constraint contact_messages_reference_format check (reference ~ '^(ENQ|MSG)-[0-9]{4}-[0-9]{6,}$');
create index contact_messages_kind_created_at_idx on public.contact_messages (kind, created_at desc);

-- Lines ----------------------------------------------------------------------------------------

-- Where a line came from: {"kind":"catalogue"}, or the calculator's
-- {"kind":"calculator","surface","dimensions","coats","product","packs"}: no other keys, texts of
-- at most 200 characters, coats a whole number 0-20.
create or replace function public.is_valid_enquiry_origin(_origin jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    jsonb_typeof(_origin) = 'object'
    and octet_length(_origin::text) <= 2000
    and case _origin ->> 'kind'
      when 'catalogue' then _origin = '{"kind": "catalogue"}'::jsonb
      when 'calculator' then
        (_origin - array['kind', 'surface', 'dimensions', 'coats', 'product', 'packs']) = '{}'::jsonb
        and (
          select bool_and(
            jsonb_typeof(_origin -> k) = 'string' and char_length(_origin ->> k) <= 200
          )
          from unnest(array['surface', 'dimensions', 'product', 'packs']) k
        )
        and jsonb_typeof(_origin -> 'coats') = 'number'
        and (_origin ->> 'coats')::numeric between 0 and 20
        and (_origin ->> 'coats')::numeric = trunc((_origin ->> 'coats')::numeric)
      else false
    end,
    false
  )
$$;

create table public.enquiry_lines (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  position smallint not null check (position between 1 and 50),
  product_id uuid references public.products (id) on delete set null,
  product_name text not null check (char_length(btrim(product_name)) between 1 and 200),
  quantity numeric(12, 3) not null check (quantity > 0 and quantity <= 1000000),
  unit text not null check (unit in ('pack', 'kg', 'l', 'm2')),
  pack_size text check (char_length(btrim(pack_size)) between 1 and 40),
  note text check (char_length(btrim(note)) between 1 and 500),
  origin jsonb not null default '{"kind": "catalogue"}'::jsonb
    check (public.is_valid_enquiry_origin(origin)),
  constraint enquiry_lines_message_position_key unique (message_id, position)
);
comment on table public.enquiry_lines is 'The lines of an enquiry (contact_messages of kind enquiry): written only by submit_enquiry, read by staff. product_name keeps the name when the product is deleted.';
create index enquiry_lines_product_idx on public.enquiry_lines (product_id);

alter table public.enquiry_lines enable row level security;
create policy "enquiry_lines: staff read" on public.enquiry_lines
  for select to authenticated
  using ((select public.is_current_user_staff()));
revoke insert, update, delete, truncate on public.enquiry_lines from anon, authenticated;

-- The contact form's throttle, shared by messages and enquiries --------------------------------

-- Raises PT429 when this client (an IPv4 address or IPv6 /64) has sent 3 messages from this
-- e-mail in the last hour or 5 in the last 10 minutes: the rule of submit_contact_message
-- (20261127120000_client_address_throttles.sql), counting enquiries and messages together.
create or replace function public.assert_contact_allowance(_email text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _net cidr := public.client_network(public.request_ip());
begin
  if (
    select count(*) from public.contact_messages m
    where lower(m.email) = lower(_email)
      and m.created_at > now() - interval '1 hour'
      and (m.ip <<= _net or (_net is null and m.ip is null))
  ) >= 3 then
    raise exception 'Too many messages from this e-mail address; please try again later'
      using errcode = 'PT429', detail = 'email';
  end if;
  if (
    select count(*) from public.contact_messages m
    where m.created_at > now() - interval '10 minutes'
      and (m.ip <<= _net or (_net is null and m.ip is null))
  ) >= 5 then
    raise exception 'Too many messages; please try again later' using errcode = 'PT429', detail = 'ip';
  end if;
end
$$;

-- The function -----------------------------------------------------------------------------------

create or replace function public.submit_enquiry(
  name_param text,
  email_param text,
  lines_param jsonb,
  message_param text default null,
  phone_param text default null,
  company_param text default null,
  site_city_param text default null,
  site_state_param text default null,
  site_country_param text default null,
  destination_port_param text default null,
  work_start_param text default null,
  building_kind_param text default null,
  honeypot_param text default null
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _name text := btrim(coalesce(name_param, ''));
  _email text := lower(btrim(coalesce(email_param, '')));
  _message text := btrim(coalesce(message_param, ''));
  _phone text := nullif(btrim(coalesce(phone_param, '')), '');
  _company text := nullif(btrim(coalesce(company_param, '')), '');
  _city text := nullif(btrim(coalesce(site_city_param, '')), '');
  _state text := nullif(btrim(coalesce(site_state_param, '')), '');
  _country text := nullif(btrim(coalesce(site_country_param, '')), '');
  _port text := nullif(btrim(coalesce(destination_port_param, '')), '');
  _start text := nullif(btrim(coalesce(work_start_param, '')), '');
  _building text := nullif(btrim(coalesce(building_kind_param, '')), '');
  _count integer;
  _line jsonb;
  _n integer;
  _product_id uuid;
  _product_name text;
  _catalogue_name text;
  _quantity numeric;
  _unit text;
  _pack_size text;
  _note text;
  _origin jsonb;
  _lines jsonb := '[]'::jsonb;
  _id uuid;
  _reference text;
begin
  -- A filled honeypot is a bot: answer like a success and store nothing.
  if nullif(btrim(coalesce(honeypot_param, '')), '') is not null then
    return 'ENQ-' || to_char(now() at time zone 'UTC', 'YYYY') || '-'
      || lpad((100000 + floor(random() * 900000))::integer::text, 6, '0');
  end if;

  -- The sender, with the contact form's rules (the message is optional).
  if char_length(_name) not between 2 and 100 then
    raise exception 'Name must be 2 to 100 characters' using errcode = '22023', detail = 'name';
  end if;
  if not coalesce(public.is_email(_email), false) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023', detail = 'email';
  end if;
  if _message <> '' and char_length(_message) not between 10 and 5000 then
    raise exception 'Message must be 10 to 5000 characters' using errcode = '22023', detail = 'message';
  end if;
  if _phone is not null and not public.is_phone(_phone) then
    raise exception 'Enter a valid phone number' using errcode = '22023', detail = 'phone';
  end if;
  if char_length(_company) > 160 then
    raise exception 'Company must be at most 160 characters' using errcode = '22023', detail = 'company';
  end if;

  -- The project.
  if char_length(_city) > 100 or char_length(_state) > 100 or char_length(_country) > 100 then
    raise exception 'City, state and country must be at most 100 characters each'
      using errcode = '22023', detail = 'site';
  end if;
  if char_length(_port) > 100 then
    raise exception 'Destination port must be at most 100 characters'
      using errcode = '22023', detail = 'destination_port';
  end if;
  if char_length(_start) > 60 then
    raise exception 'Start must be at most 60 characters' using errcode = '22023', detail = 'work_start';
  end if;
  if _building is not null and _building not in
    ('house', 'apartment', 'commercial', 'industrial', 'infrastructure', 'other') then
    raise exception 'Unknown kind of building' using errcode = '22023', detail = 'building_kind';
  end if;

  -- The lines: all valid, or nothing is stored.
  if jsonb_typeof(lines_param) is distinct from 'array' then
    raise exception 'The lines must be a list' using errcode = '22023', detail = 'lines';
  end if;
  _count := jsonb_array_length(lines_param);
  if _count not between 1 and 50 then
    raise exception 'An enquiry has 1 to 50 lines (this one has %)', _count
      using errcode = '22023', detail = 'lines';
  end if;
  for _n in 1.._count loop
    _line := lines_param -> (_n - 1);
    if jsonb_typeof(_line) is distinct from 'object' then
      raise exception 'Line %: not a line', _n using errcode = '22023', detail = 'line ' || _n;
    end if;
    if jsonb_typeof(_line -> 'product_name') is distinct from 'string'
      or char_length(btrim(_line ->> 'product_name')) not between 1 and 200 then
      raise exception 'Line %: the product name must be 1 to 200 characters', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _product_name := btrim(_line ->> 'product_name');
    if jsonb_typeof(_line -> 'quantity') is distinct from 'number' then
      raise exception 'Line %: the quantity must be a number', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _quantity := (_line ->> 'quantity')::numeric;
    if _quantity <= 0 or _quantity > 1000000 or _quantity <> round(_quantity, 3) then
      raise exception 'Line %: the quantity must be more than 0 and at most 1000000 (3 decimals)', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _unit := _line ->> 'unit';
    if jsonb_typeof(_line -> 'unit') is distinct from 'string'
      or _unit not in ('pack', 'kg', 'l', 'm2') then
      raise exception 'Line %: the unit must be pack, kg, l or m2', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _pack_size := null;
    if jsonb_typeof(_line -> 'pack_size') = 'string' then
      _pack_size := nullif(btrim(_line ->> 'pack_size'), '');
    elsif coalesce(jsonb_typeof(_line -> 'pack_size'), 'null') <> 'null' then
      raise exception 'Line %: the pack size must be text', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    if char_length(_pack_size) > 40 then
      raise exception 'Line %: the pack size must be at most 40 characters', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _note := null;
    if jsonb_typeof(_line -> 'note') = 'string' then
      _note := nullif(btrim(_line ->> 'note'), '');
    elsif coalesce(jsonb_typeof(_line -> 'note'), 'null') <> 'null' then
      raise exception 'Line %: the note must be text', _n using errcode = '22023', detail = 'line ' || _n;
    end if;
    if char_length(_note) > 500 then
      raise exception 'Line %: the note must be at most 500 characters', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _origin := coalesce(nullif(_line -> 'origin', 'null'::jsonb), '{"kind": "catalogue"}'::jsonb);
    if not public.is_valid_enquiry_origin(_origin) then
      raise exception 'Line %: the origin is not a catalogue or calculator origin', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    -- A listed product is named as the catalogue names it (the visitor may have read it in
    -- another language); one that no longer exists (or never did) leaves the line its name only.
    _product_id := null;
    if jsonb_typeof(_line -> 'product_id') = 'string'
      and (_line ->> 'product_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      -- (no row found sets both to null)
      select p.id, p.name into _product_id, _catalogue_name
        from public.products p where p.id = (_line ->> 'product_id')::uuid;
      _product_name := coalesce(_catalogue_name, _product_name);
    elsif coalesce(jsonb_typeof(_line -> 'product_id'), 'null') <> 'null' then
      raise exception 'Line %: the product id must be a uuid', _n
        using errcode = '22023', detail = 'line ' || _n;
    end if;
    _lines := _lines || jsonb_build_array(jsonb_build_object(
      'position', _n, 'product_id', _product_id, 'product_name', _product_name,
      'quantity', _quantity, 'unit', _unit, 'pack_size', _pack_size, 'note', _note,
      'origin', _origin
    ));
  end loop;

  perform public.assert_contact_allowance(_email);

  insert into public.contact_messages (
    kind, name, email, phone, company, message, ip, user_agent,
    site_city, site_state, site_country, destination_port, work_start, building_kind
  )
  values (
    'enquiry', _name, _email, _phone, _company, _message, public.request_ip(),
    public.request_user_agent(), _city, _state, _country, _port, _start, _building
  )
  returning id, reference into _id, _reference;

  insert into public.enquiry_lines (
    message_id, position, product_id, product_name, quantity, unit, pack_size, note, origin
  )
  select _id, (l ->> 'position')::smallint, (l ->> 'product_id')::uuid, l ->> 'product_name',
    (l ->> 'quantity')::numeric, l ->> 'unit', l ->> 'pack_size', l ->> 'note', l -> 'origin'
  from jsonb_array_elements(_lines) l;

  return _reference;
end
$$;
comment on function public.submit_enquiry(text, text, jsonb, text, text, text, text, text, text, text, text, text, text) is 'Public enquiry list: validates the sender (the contact form''s rules, message optional), the project and 1-50 lines (a bad line refuses all, naming it), drops honeypot submissions, applies the contact form''s throttle; returns the reference (ENQ-YYYY-NNNNNN).';

revoke execute on function public.contact_message_reference(text),
  public.contact_messages_set_reference(),
  public.assert_contact_allowance(text) from public, anon, authenticated;
revoke execute on function public.submit_enquiry(text, text, jsonb, text, text, text, text, text, text, text, text, text, text)
  from public;
grant execute on function public.submit_enquiry(text, text, jsonb, text, text, text, text, text, text, text, text, text, text)
  to anon, authenticated;
