-- The contact throttle in one place: submit_contact_message calls assert_contact_allowance (added
-- with the enquiries), which holds the same rule it used to repeat: 3 an hour per e-mail and 5 in
-- 10 minutes per client address (an IPv6 /64 counts as one); refusals are PT429 (HTTP 429).

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

  -- The contact form and the enquiry share one allowance per client (see assert_contact_allowance).
  perform public.assert_contact_allowance(_email);

  insert into public.contact_messages (name, email, phone, company, subject, message, ip, user_agent)
  values (_name, _email, _phone, _company, _subject, _message, _ip, public.request_user_agent())
  returning id into _id;
  return _id;
end
$$;
