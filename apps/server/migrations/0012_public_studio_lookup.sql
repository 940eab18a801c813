-- 0012: the one read made before a tenant is known. A public booking link names only a studio id;
-- this function answers that studio's license (active studios only) past row-level security, so the
-- public routes can then work inside that tenant like every other route, even when the server
-- connects as a role that RLS binds. It returns one uuid and nothing else of any tenant's data.
create function app_public_studio_license(studio uuid) returns uuid
  language sql stable security definer
  set search_path from current
  as $$ select license_id from studios where id = studio and is_active $$;
