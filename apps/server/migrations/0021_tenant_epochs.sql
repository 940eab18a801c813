-- 0021 (issue 18): a counter per license and per list that moves whenever a row the list is read
-- from changes, whoever changes it (a server process, another one, psql). A process may keep a
-- list's answer while the counter stands still, and reads the counter (with the auth epoch, in one
-- statement shared by the requests that wait together; on PGlite it follows the announcements
-- below) instead of the list (docs/decisions/, "Access cached per process, checked per request").
-- Like auth_epoch, a row: the bump commits with the change, so no reader sees the new number before
-- the new data. The numbers come from one sequence, so a counter never shows a number it showed
-- before, even if its row is deleted and made again. Only numbers live here, no tenant data: it is
-- read outside the tenant's setting and has no row-level security.
create sequence tenant_epoch_numbers;

create table tenant_epochs (
  license_id uuid not null,
  -- The list the counter stands for: 'studios' (GET /studios: studios and their masters' ids).
  list text not null,
  n bigint not null,
  primary key (license_id, list)
);

-- The new number is also announced (delivered at commit), as auth_epoch's: PGlite, whose one
-- backend only this process can reach, learns every change with the statement that commits it and
-- needs no read.
create function tenant_epoch_move(for_license uuid, for_list text) returns void
  language plpgsql
  as $$
declare
  moved bigint;
begin
  insert into tenant_epochs (license_id, list, n)
    values (for_license, for_list, nextval('tenant_epoch_numbers'))
    on conflict (license_id, list) do update set n = nextval('tenant_epoch_numbers')
    returning n into moved;
  perform pg_notify('tenant_epochs', for_license || ' ' || for_list || ' ' || moved);
end
$$;

-- A row trigger for the list named by its argument: the license the row was in, and the one it is
-- in now when that differs (a row never moves today; the counter does not rely on it).
create function tenant_epoch_bump() returns trigger
  language plpgsql
  as $$
begin
  if tg_op <> 'INSERT' then
    perform tenant_epoch_move(old.license_id, tg_argv[0]);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.license_id is distinct from old.license_id) then
    perform tenant_epoch_move(new.license_id, tg_argv[0]);
  end if;
  return null;
end
$$;

-- TRUNCATE fires no row triggers and names no license: every license's counter of the list moves.
create function tenant_epoch_bump_all() returns trigger
  language plpgsql
  as $$
declare
  moved record;
begin
  for moved in
    update tenant_epochs set n = nextval('tenant_epoch_numbers') where list = tg_argv[0]
      returning license_id, n
  loop
    perform pg_notify('tenant_epochs', moved.license_id || ' ' || tg_argv[0] || ' ' || moved.n);
  end loop;
  return null;
end
$$;

-- Rows already there when the counter starts: every license gets a number of its own, so a
-- truncate moves the counter of a license nobody has written to since. A license without a row
-- (made since) reads as 0 until its first studio or master, which writes one.
insert into tenant_epochs (license_id, list, n)
  select id, 'studios', nextval('tenant_epoch_numbers') from licenses;

-- GET /studios: every column of a studio is in the answer; of a master, its id, name (the order of
-- a studio's master_ids) and studio.
create trigger studios_studios_epoch after insert or update or delete on studios
  for each row execute function tenant_epoch_bump('studios');
create trigger masters_studios_epoch after insert or delete on masters
  for each row execute function tenant_epoch_bump('studios');
create trigger masters_studios_epoch_update after update on masters
  for each row
  when ((old.id, old.name, old.studio_id) is distinct from (new.id, new.name, new.studio_id))
  execute function tenant_epoch_bump('studios');
create trigger studios_studios_epoch_truncate after truncate on studios
  for each statement execute function tenant_epoch_bump_all('studios');
create trigger masters_studios_epoch_truncate after truncate on masters
  for each statement execute function tenant_epoch_bump_all('studios');
