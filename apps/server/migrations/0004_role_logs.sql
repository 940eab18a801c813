-- 0004: the role audit log (a tenant table): who assigned a role to whom, and who changed a role's
-- permissions, as written by POST /role-management/assignment-log and /permission-log.

create table role_audit_log (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  kind text not null check (kind in ('assignment', 'permission')),
  role_id uuid not null,
  -- The user a role was assigned to (assignment entries); null for permission entries.
  user_id uuid references users (id) on delete set null,
  actor_user_id uuid not null references users (id),
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (license_id, id)
);
-- role_id has no foreign key on purpose: the history outlives a deleted role. The API checks that
-- the role exists in the caller's license when it writes an entry.
create index role_audit_log_license_role_idx
  on role_audit_log (license_id, role_id, kind, created_at);
select app_enable_tenant_rls('role_audit_log');
