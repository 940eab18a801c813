-- 0028 (issue 27): the master system role reads only her own appointments. A license made before
-- this change holds appointments.view on its master role; it becomes appointments.view_own, unless
-- the role was already edited to hold view_own (then it is left as its owner set it). The
-- permissions_version moves (the permissions hash, from the names, moves by itself);
-- the auth epoch triggers see the update like any role change.
-- business_roles has forced row-level security: each license's rows are updated under its own
-- tenant setting, so this runs the same as a superuser or as the table's owner.
do $$
declare
  lic uuid;
begin
  for lic in select id from licenses loop
    perform set_config('app.license_id', lic::text, true);
    update business_roles
      set permissions = array_replace(permissions, 'appointments.view', 'appointments.view_own'),
          permissions_version = permissions_version + 1,
          updated_at = now()
      where license_id = lic
        and system_key = 'master'
        and 'appointments.view' = any (permissions)
        and not ('appointments.view_own' = any (permissions));
  end loop;
  perform set_config('app.license_id', '', true);
end
$$;
