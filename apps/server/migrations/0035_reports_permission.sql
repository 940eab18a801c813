-- 0035 (issue 33): the permission reports.view (the owner's analytics) for the administrator's
-- system role of every existing license; new licenses get it from the catalogue (roles/catalog.ts).
-- The owner holds '*' already. One license at a time with its tenant setting, so the update also
-- passes row-level security when the migration does not run as a superuser.
do $$
declare
  license uuid;
begin
  for license in select id from licenses loop
    perform set_config('app.license_id', license::text, true);
    update business_roles
      set permissions = array_append(permissions, 'reports.view'),
          permissions_version = permissions_version + 1,
          updated_at = now()
      where license_id = license
        and system_key = 'administrator'
        and not ('reports.view' = any (permissions));
  end loop;
  perform set_config('app.license_id', '', true);
end
$$;
