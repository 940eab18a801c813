-- 0020 (issue 18): one counter that moves whenever something a request's access is read from
-- changes: an account (active, license, role, platform role, profile), a business role (its
-- permissions), a license. Each server process keeps accounts and permissions in memory and reads
-- this counter in a statement the request makes anyway (the tenant transaction's set_config), so a
-- change made by any process, or by hand in SQL, is seen by the very next request everywhere
-- (docs/decisions/, "Access cached per process, checked per request").
-- A row, not a sequence: the bump commits with the change, so no reader sees the new number before
-- the new data.
create table auth_epoch (
  id boolean primary key default true,
  n bigint not null default 0,
  constraint auth_epoch_one_row check (id)
);
insert into auth_epoch (id, n) values (true, 0);

-- The new number is also announced (delivered at commit): PGlite, whose one backend only this
-- process can reach, learns every change with the statement that commits it and needs no read.
create function auth_epoch_bump() returns trigger
  language plpgsql
  as $$
declare
  bumped bigint;
begin
  update auth_epoch set n = n + 1 where id returning n into bumped;
  perform pg_notify('auth_epoch', bumped::text);
  return null;
end
$$;

-- A sign-in writes last_login_at and the clock writes updated_at: neither changes what an access
-- check reads, so they leave the cached accounts alone.
create trigger users_auth_epoch
  after update on users
  for each row
  when (
    (old.email, old.password_hash, old.full_name, old.license_id, old.platform_role,
     old.business_role_id, old.master_id, old.email_confirmed_at, old.is_active, old.phone,
     old.position)
    is distinct from
    (new.email, new.password_hash, new.full_name, new.license_id, new.platform_role,
     new.business_role_id, new.master_id, new.email_confirmed_at, new.is_active, new.phone,
     new.position)
  )
  execute function auth_epoch_bump();
create trigger users_auth_epoch_delete after delete on users
  for each row execute function auth_epoch_bump();
create trigger business_roles_auth_epoch after update or delete on business_roles
  for each row execute function auth_epoch_bump();
create trigger licenses_auth_epoch after update or delete on licenses
  for each row execute function auth_epoch_bump();
-- TRUNCATE fires no row triggers.
create trigger users_auth_epoch_truncate after truncate on users
  for each statement execute function auth_epoch_bump();
create trigger business_roles_auth_epoch_truncate after truncate on business_roles
  for each statement execute function auth_epoch_bump();
create trigger licenses_auth_epoch_truncate after truncate on licenses
  for each statement execute function auth_epoch_bump();
