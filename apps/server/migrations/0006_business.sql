-- 0006: the business tables of spec part 2 (clients, masters, services with per-studio prices,
-- appointments) and the staff user's master link. Every table is a tenant table: license_id leads
-- the key, references stay inside one license, and row-level security is on.

-- Substring search over client names and contacts that stays fast at 100,000 clients.
create extension if not exists pg_trgm with schema public;

create table clients (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  name text not null,
  birth_date date,
  notes text,
  personal_discounts jsonb not null default '{}',
  medical_info jsonb not null default '{}',
  -- [{type, value, preferred, verified, notes}], the spec's contact shape.
  contacts jsonb not null default '[]',
  -- lower(name || ' ' || every contact value), kept by the data layer on each write: what search matches.
  search_text text not null default '',
  -- Statistics, recomputed from appointments by refresh-stats.
  total_visits integer not null default 0,
  total_spent numeric(14, 2) not null default 0,
  last_visit date,
  ltv numeric(14, 2) not null default 0,
  reliability numeric(5, 2) not null default 100,
  cancelled integer not null default 0,
  rescheduled integer not null default 0,
  attended integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create index clients_license_name_idx on clients (license_id, name);
create index clients_search_trgm_idx on clients using gin (search_text gin_trgm_ops);
create index clients_license_ltv_idx on clients (license_id, ltv desc);
create index clients_license_reliability_idx on clients (license_id, reliability);
select app_enable_tenant_rls('clients');

-- Phone-like contact values of a client, normalised to digits with a leading '+': one client per
-- phone in a license (the "duplicate phone" 400 of part 2 §8), enforced by the unique key.
create table client_phones (
  license_id uuid not null,
  client_id uuid not null,
  phone text not null,
  primary key (license_id, phone),
  foreign key (license_id, client_id) references clients (license_id, id) on delete cascade
);
create index client_phones_client_idx on client_phones (license_id, client_id);
select app_enable_tenant_rls('client_phones');

create table masters (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  name text not null,
  phone text not null,
  email text,
  photo_url text,
  studio_id uuid not null,
  is_active boolean not null default true,
  qualification text not null,
  coefficient numeric(3, 1) not null default 1.0 check (coefficient between 0.5 and 2.0),
  -- The domain's schedule shape: {template, customDays, activeFrom, activeUntil}.
  schedule jsonb,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id),
  foreign key (license_id, studio_id) references studios (license_id, id)
);
create index masters_license_studio_idx on masters (license_id, studio_id);
select app_enable_tenant_rls('masters');

-- A staff account's master record (the team screen's master assignment, /stats/master/me).
alter table users add column master_id uuid;

create table services (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  name text not null,
  type text not null check (type in ('laser', 'electro', 'wax', 'consultation', 'others')),
  description text,
  duration_min integer not null default 60 check (duration_min >= 1),
  -- New services wait to be switched on (part 2 §4).
  is_active boolean not null default false,
  available_for_masters uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create index services_license_name_idx on services (license_id, name);
select app_enable_tenant_rls('services');

create table service_studio_pricing (
  license_id uuid not null,
  id uuid not null default gen_random_uuid(),
  service_id uuid not null,
  studio_id uuid not null,
  base_price numeric(12, 2) not null check (base_price >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id),
  unique (license_id, service_id, studio_id),
  foreign key (license_id, service_id) references services (license_id, id) on delete cascade,
  foreign key (license_id, studio_id) references studios (license_id, id) on delete cascade
);
select app_enable_tenant_rls('service_studio_pricing');

create table appointments (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  client_id uuid not null,
  master_id uuid not null,
  studio_id uuid not null,
  -- In the order chosen; element references are checked by the data layer (arrays take no FKs).
  service_ids uuid[] not null default '{}',
  date date not null,
  start_time time not null,
  end_time time not null,
  -- The studio-local wall-clock span the exclusion constraint compares.
  during tsrange generated always as (tsrange(date + start_time, date + end_time, '[)')) stored,
  status text not null default 'scheduled'
    check (status in ('scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show')),
  reminder_status text not null default 'pending',
  client_confirmed boolean,
  is_online_booking boolean not null default false,
  is_new_online_booking boolean not null default false,
  total_price numeric(12, 2),
  currency text,
  notes text,
  cancellation_reason text,
  cancelled_at timestamptz,
  -- How many times the slot was moved (the client's "rescheduled" statistic).
  reschedule_count integer not null default 0,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id),
  check (end_time > start_time),
  foreign key (license_id, client_id) references clients (license_id, id),
  foreign key (license_id, master_id) references masters (license_id, id),
  foreign key (license_id, studio_id) references studios (license_id, id),
  -- Never a double booking: two live appointments of one master never overlap.
  constraint appointments_no_overlap exclude using gist (
    license_id with =,
    master_id with =,
    during with &&
  ) where (status not in ('cancelled', 'no_show'))
);
create index appointments_license_date_idx on appointments (license_id, date, start_time);
create index appointments_license_client_idx on appointments (license_id, client_id);
create index appointments_license_master_date_idx on appointments (license_id, master_id, date);
create index appointments_license_studio_date_idx on appointments (license_id, studio_id, date);
select app_enable_tenant_rls('appointments');
