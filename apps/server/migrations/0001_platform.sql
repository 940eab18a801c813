-- 0001: platform tables (licenses, users, refresh tokens, e-mail outbox) and the tenant-table pattern.
-- Written for PostgreSQL 15+ and PGlite alike. Names are unqualified: they land in the first schema
-- of the search_path, so tests can run the same files in a throw-away schema.

-- Exclusion constraints over (license, master, time range) need btree_gist (no double booking).
create extension if not exists btree_gist with schema public;

-- The tenant of the current transaction, set by the data layer with
-- set_config('app.license_id', <uuid>, true). A custom setting reads '' (not NULL) once a transaction
-- that set it has ended, hence the nullif: no tenant set means "no rows", never an error.
create function app_current_license() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.license_id', true), '')::uuid $$;

-- Every tenant table calls this once: row-level security as the second wall behind the data layer.
-- FORCE makes the table owner subject to it too (superusers still bypass it).
create function app_enable_tenant_rls(tbl regclass) returns void
  language plpgsql
  as $$
begin
  execute format('alter table %s enable row level security', tbl);
  execute format('alter table %s force row level security', tbl);
  execute format(
    'create policy tenant_isolation on %s using (license_id = app_current_license()) '
    'with check (license_id = app_current_license())',
    tbl
  );
end
$$;

create table licenses (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A platform table: sign-in looks users up by e-mail across licenses, so it is not tenant-scoped.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  full_name text,
  license_id uuid references licenses (id),
  platform_role text,
  business_role_id uuid,
  email_confirmed_at timestamptz,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_lower_key on users (lower(email));
create index users_license_id_idx on users (license_id);

-- Opaque refresh tokens, stored only as SHA-256 hashes. One family per sign-in; a rotated token
-- points at its successor (replaced_by), and reusing one revokes the whole family.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  replaced_by uuid references refresh_tokens (id) on delete set null,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_id_idx on refresh_tokens (family_id);
create index refresh_tokens_user_id_idx on refresh_tokens (user_id);

-- The development outbox: messages kept here when no SMTP server is configured.
create table outbox_emails (
  id uuid primary key default gen_random_uuid(),
  "to" text not null,
  subject text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index outbox_emails_created_at_idx on outbox_emails (created_at);

-- The tenant-table pattern every business table follows: license_id leads the primary key and
-- every index (ready for a Citus distribution column), and row-level security is on and forced.
create table tenant_notes (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  body text not null,
  created_at timestamptz not null default now(),
  primary key (license_id, id)
);
create index tenant_notes_license_created_idx on tenant_notes (license_id, created_at);
select app_enable_tenant_rls('tenant_notes');
