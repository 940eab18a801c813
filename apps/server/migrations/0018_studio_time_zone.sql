-- 0018 (issue 18): each studio keeps its own clock. Existing studios take their country's zone
-- (the same table as the domain's COUNTRY_TIME_ZONES; new studios get it from the server).

alter table studios add column time_zone text;
update studios s set time_zone = case c.code
    when 'BY' then 'Europe/Minsk'
    when 'RU' then 'Europe/Moscow'
    when 'US' then 'America/New_York'
    when 'DE' then 'Europe/Berlin'
    when 'AU' then 'Australia/Sydney'
    when 'KZ' then 'Asia/Almaty'
    when 'UA' then 'Europe/Kyiv'
    when 'GB' then 'Europe/London'
    else 'Europe/Minsk'
  end
  from countries c
  where c.id = s.country_id;
alter table studios alter column time_zone set not null;
-- An IANA name; the server checks it is one the runtime knows.
alter table studios add constraint studios_time_zone_check
  check (time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$');
