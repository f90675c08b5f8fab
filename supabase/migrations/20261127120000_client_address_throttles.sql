-- The client address as the gateway saw it, and a contact form throttle no client can use against
-- other visitors (per-client limits only; the shared per-minute ceiling is gone).
--
-- request_ip() read the first X-Forwarded-For entry, which the client writes itself: a new value
-- per request escaped the per-address limit, and a flood of them reached the shared ceiling and
-- refused everyone. It now reads X-Real-IP only, the single address the gateway sets and
-- overwrites (hosted Supabase's gateway; the local backend from the socket, or from the
-- rightmost untrusted X-Forwarded-For hop behind TRUSTED_PROXIES; nginx with
-- `proxy_set_header X-Real-IP $remote_addr`).

create or replace function public.request_ip() returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  _raw text := btrim(coalesce(public.request_headers() ->> 'x-real-ip', ''));
begin
  if _raw = '' or char_length(_raw) > 64 then
    return null;
  end if;
  return _raw::inet;
exception when others then
  return null;
end
$$;
comment on function public.request_ip() is 'The client address the API gateway set in X-Real-IP; null outside a request or when absent.';

-- One client is one IPv4 address or one IPv6 /64 (a single host can use any address of its /64).
create or replace function public.client_network(_ip inet) returns cidr
language sql
immutable
set search_path = ''
as $$
  select case
    when _ip is null then null
    when family(_ip) = 6 then network(set_masklen(_ip, 64))
    else network(set_masklen(_ip, 32))
  end
$$;
revoke execute on function public.client_network(inet) from public, anon, authenticated;

create or replace function public.submit_contact_message(
  name_param text,
  email_param text,
  message_param text,
  phone_param text default null,
  company_param text default null,
  subject_param text default null,
  honeypot_param text default null
) returns uuid
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
  _subject text := nullif(btrim(coalesce(subject_param, '')), '');
  _ip inet := public.request_ip();
  _net cidr := public.client_network(public.request_ip());
  _id uuid;
begin
  -- A filled honeypot is a bot: answer like a success and store nothing.
  if nullif(btrim(coalesce(honeypot_param, '')), '') is not null then
    return gen_random_uuid();
  end if;
  if char_length(_name) not between 2 and 100 then
    raise exception 'Name must be 2 to 100 characters' using errcode = '22023', detail = 'name';
  end if;
  if not coalesce(public.is_email(_email), false) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023', detail = 'email';
  end if;
  if char_length(_message) not between 10 and 5000 then
    raise exception 'Message must be 10 to 5000 characters' using errcode = '22023', detail = 'message';
  end if;
  if _phone is not null and not public.is_phone(_phone) then
    raise exception 'Enter a valid phone number' using errcode = '22023', detail = 'phone';
  end if;
  if char_length(_company) > 160 then
    raise exception 'Company must be at most 160 characters' using errcode = '22023', detail = 'company';
  end if;
  if char_length(_subject) > 200 then
    raise exception 'Subject must be at most 200 characters' using errcode = '22023', detail = 'subject';
  end if;

  -- Every limit counts what this client sent (requests without an address count as one client),
  -- so nobody can spend another visitor's allowance, not even by writing the visitor's e-mail.
  if (
    select count(*) from public.contact_messages m
    where lower(m.email) = _email
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
  -- No shared ceiling: the address is now the gateway's, so every client has its own allowance,
  -- and a ceiling for all would be the one limit a flood could use against other visitors.

  insert into public.contact_messages (name, email, phone, company, subject, message, ip, user_agent)
  values (_name, _email, _phone, _company, _subject, _message, _ip, public.request_user_agent())
  returning id into _id;
  return _id;
end
$$;
comment on function public.submit_contact_message(text, text, text, text, text, text, text) is 'Public contact form: validates, drops honeypot submissions, throttles per client address (an IPv6 /64 counts as one): 3/hour per e-mail and 5/10 min in all; refusals are PT429 (HTTP 429).';
