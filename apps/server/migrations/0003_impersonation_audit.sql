-- 0003: impersonation sessions and the audit log of requests made under impersonation.
-- Platform tables (not tenant-scoped): only platform superadmins read them, across licenses.

create table impersonation_sessions (
  id uuid primary key default gen_random_uuid(),
  admin_user_id uuid not null references users (id),
  target_account_id uuid not null references users (id),
  -- The target's license when the session started (null when it had none).
  target_license_id uuid references licenses (id),
  mode text not null check (mode in ('safe', 'god')),
  reason text not null,
  started_at timestamptz not null default now(),
  ended_at timestamptz
);
create index impersonation_sessions_admin_idx on impersonation_sessions (admin_user_id, started_at);

-- One row per request made under an impersonation token, written after the answer was sent.
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  admin_user_id uuid not null,
  target_account_id uuid not null,
  target_license_id uuid,
  impersonation_session_id uuid not null references impersonation_sessions (id),
  mode text not null,
  method text not null,
  path text not null,
  status_code integer not null,
  request_id text
);
create index audit_log_created_idx on audit_log (created_at desc);
create index audit_log_session_idx on audit_log (impersonation_session_id);
