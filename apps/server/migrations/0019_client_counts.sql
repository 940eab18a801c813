-- 0019 (issue 12): the clients list's stats per license, kept by the database instead of counted on
-- every page. Counting 100,000 clients for each page cost more than the page itself; these four
-- numbers change only when a client row does, so statement triggers add and subtract the changed
-- rows (transition tables: one upsert per statement, also for a bulk insert).
-- The thresholds are the domain's VIP_LTV_THRESHOLD (1000) and UNRELIABLE_RELIABILITY_THRESHOLD
-- (80); a test compares these counts with a fresh count after every kind of write.
create table client_counts (
  license_id uuid primary key references licenses (id),
  total integer not null default 0,
  active integer not null default 0,
  vip integer not null default 0,
  unreliable integer not null default 0
);
select app_enable_tenant_rls('client_counts');

-- Adds (sign 1) or subtracts (sign -1) the rows of a transition table. Dynamic SQL run by the trigger
-- function itself sees its transition tables (a nested function would not), and a static statement
-- naming old_rows could not be planned in the insert trigger, hence EXECUTE with the table's name.
create function client_counts_apply() returns trigger
  language plpgsql
  as $$
declare
  changed record;
begin
  for changed in
    select * from (values ('old_rows', -1), ('new_rows', 1)) as t (rows, sign)
     where (rows = 'old_rows' and tg_op in ('UPDATE', 'DELETE'))
        or (rows = 'new_rows' and tg_op in ('INSERT', 'UPDATE'))
  loop
    execute format(
      'insert into client_counts as c (license_id, total, active, vip, unreliable)
         select license_id, $1 * count(*), $1 * count(*) filter (where is_active),
                $1 * count(*) filter (where ltv >= 1000),
                $1 * count(*) filter (where reliability <= 80)
           from %I group by license_id
       on conflict (license_id) do update set
         total = c.total + excluded.total, active = c.active + excluded.active,
         vip = c.vip + excluded.vip, unreliable = c.unreliable + excluded.unreliable',
      changed.rows
    ) using changed.sign;
  end loop;
  return null;
end
$$;

create trigger clients_counts_insert after insert on clients
  referencing new table as new_rows for each statement execute function client_counts_apply();
create trigger clients_counts_update after update on clients
  referencing old table as old_rows new table as new_rows
  for each statement execute function client_counts_apply();
create trigger clients_counts_delete after delete on clients
  referencing old table as old_rows for each statement execute function client_counts_apply();

insert into client_counts (license_id, total, active, vip, unreliable)
  select license_id, count(*), count(*) filter (where is_active),
         count(*) filter (where ltv >= 1000), count(*) filter (where reliability <= 80)
    from clients group by license_id;

-- The narrow index 0007 added for counting the stats on every page has no reader left.
drop index clients_license_stats_idx;
