-- 0025: any free time (issue 27). A booking outside the master's schedule (or shorter than its
-- services take) is kept only when made "вне графика" by a role that may, and says so; a price an
-- administrator typed herself is marked, so moving to another master does not overwrite it unasked.
alter table appointments
  add column out_of_schedule boolean not null default false,
  add column price_set_by_hand boolean not null default false;

-- The administrator's system role holds the new permission by default (the owner holds '*').
-- Its permissions_version moves, as with every change of a role's list.
update business_roles
  set permissions = array_append(permissions, 'appointments.book_outside_schedule'),
      permissions_version = permissions_version + 1,
      updated_at = now()
  where system_key = 'administrator'
    and not ('appointments.book_outside_schedule' = any (permissions));
