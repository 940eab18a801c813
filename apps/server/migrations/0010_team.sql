-- 0010: the team (spec part 2 §3 "Business user", "Invitation"): staff profile columns on users,
-- one account per master, and invitations (a tenant table).

alter table users add column phone text;
alter table users add column position text;
-- Set when a session starts (sign-in, or accepting an invitation).
alter table users add column last_login_at timestamptz;

-- A staff account is at most one master of its own license, and a master at most one account.
-- Deleting the master clears only the link (PostgreSQL 15+: SET NULL on one column).
alter table users
  add constraint users_master_fk
  foreign key (license_id, master_id) references masters (license_id, id)
  on delete set null (master_id);
create unique index users_license_master_key on users (license_id, master_id)
  where master_id is not null;

create table invitations (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  -- Kept trimmed and lower-case, like users.email.
  email text not null,
  -- No foreign key on purpose (like role_audit_log): deleting a role must not fail on an old
  -- invitation; accepting one whose role is gone is refused by the API.
  business_role_id uuid not null,
  personal_message text,
  -- SHA-256 (hex) of the token sent in the e-mail; the token itself is never stored.
  token_hash text not null,
  -- 'expired' is never written: a pending invitation past expires_at reads as expired.
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'expired')),
  expires_at timestamptz not null,
  invited_by uuid references users (id) on delete set null,
  accepted_user_id uuid references users (id) on delete set null,
  decline_reason text,
  -- Accepted without a password: the set-password link (the same token) works until expires_at.
  password_pending boolean not null default false,
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create unique index invitations_license_token_key on invitations (license_id, token_hash);
-- One open invitation per address and license (a new invite replaces the open one).
create unique index invitations_license_pending_email_key on invitations (license_id, email)
  where status = 'pending';
create index invitations_license_created_idx on invitations (license_id, created_at);
select app_enable_tenant_rls('invitations');
