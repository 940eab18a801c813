-- 0002: business roles (a tenant table) and the users' link to their role.

create table business_roles (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  name text not null,
  description text,
  scope_type text not null default 'license',
  scope_ref text,
  -- Dotted permission names; '*' only ever in the owner's system role (the API refuses it).
  permissions text[] not null default '{}',
  is_system_role boolean not null default false,
  -- owner, administrator, master for the system roles the license starts with; null for custom roles.
  system_key text,
  -- Bumped whenever the permission list changes.
  permissions_version integer not null default 1,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create unique index business_roles_license_name_key on business_roles (license_id, lower(name));
create unique index business_roles_license_system_key on business_roles (license_id, system_key);
select app_enable_tenant_rls('business_roles');

-- A user's role belongs to the user's own license: the key pairs both columns.
alter table users
  add constraint users_business_role_fk
  foreign key (license_id, business_role_id) references business_roles (license_id, id);
create index users_license_role_idx on users (license_id, business_role_id);
