-- 0033: client phone contacts in E.164 (issue 28). Contacts of the phone types (whatsapp, viber,
-- sms, call) were stored as typed ('+375 (29) 111-22-33'); the server now stores what
-- libphonenumber-js makes of them ('+375291112233'). Every stored phone value began with '+'
-- (the form and the server refused anything else), so its E.164 form is '+' and its digits:
-- plain SQL does it, no parsing library needed. client_phones already holds '+digits'.
-- search_text held the values as typed; each changed value is replaced in it (a phone value has
-- no letters, so lower-casing never changed it and a plain replace finds it).
-- A value whose digits are not a valid number (e.g. '+375 375291112233', the code typed twice)
-- keeps its digits: it cannot be repaired without guessing, and the edit form asks for a valid
-- number the next time the client is saved.
do $$
declare
  changed record;
begin
  for changed in
    select c.license_id, c.id, e.value ->> 'value' as old_value,
           '+' || regexp_replace(e.value ->> 'value', '\D', '', 'g') as new_value
    from clients c, jsonb_array_elements(c.contacts) as e
    where e.value ->> 'type' in ('whatsapp', 'viber', 'sms', 'call')
      and regexp_replace(e.value ->> 'value', '\D', '', 'g') <> ''
      and e.value ->> 'value' <> '+' || regexp_replace(e.value ->> 'value', '\D', '', 'g')
  loop
    update clients
    set search_text = replace(search_text, changed.old_value, changed.new_value)
    where license_id = changed.license_id and id = changed.id;
  end loop;
end
$$;

update clients c
set contacts = (
  select jsonb_agg(
    case
      when e.value ->> 'type' in ('whatsapp', 'viber', 'sms', 'call')
        and regexp_replace(e.value ->> 'value', '\D', '', 'g') <> ''
      then jsonb_set(e.value, '{value}',
        to_jsonb('+' || regexp_replace(e.value ->> 'value', '\D', '', 'g')))
      else e.value
    end
    order by e.ordinality)
  from jsonb_array_elements(c.contacts) with ordinality as e(value, ordinality)
)
where exists (
  select 1 from jsonb_array_elements(c.contacts) as e
  where e.value ->> 'type' in ('whatsapp', 'viber', 'sms', 'call')
    and regexp_replace(e.value ->> 'value', '\D', '', 'g') <> ''
    and e.value ->> 'value' <> '+' || regexp_replace(e.value ->> 'value', '\D', '', 'g')
);
