-- 0005: countries (read-only reference data shared by every license, seeded here) and studios (a
-- tenant table: a license's studios, each in one country).

create table countries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- ISO 3166-1 alpha-2, upper case.
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  -- ISO 4217, upper case.
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index countries_currency_idx on countries (currency_code);

insert into countries (name, code, currency_code) values
  ('Беларусь', 'BY', 'BYN'),
  ('Россия', 'RU', 'RUB'),
  ('США', 'US', 'USD'),
  ('Германия', 'DE', 'EUR'),
  ('Австралия', 'AU', 'AUD'),
  ('Казахстан', 'KZ', 'KZT');

create table studios (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  name text not null,
  country_id uuid not null references countries (id),
  city text not null,
  address text not null,
  phone text not null,
  email text,
  description text,
  image_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create index studios_license_created_idx on studios (license_id, created_at);
create index studios_license_country_idx on studios (license_id, country_id);
select app_enable_tenant_rls('studios');
