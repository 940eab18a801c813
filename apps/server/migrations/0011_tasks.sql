-- 0011: AI chat tasks and their messages (tenant tables). A task belongs to the user who created
-- it (the impersonated account while impersonating); its messages keep the conversation, the AI
-- replies with the tool calls they performed.

create table tasks (
  license_id uuid not null references licenses (id),
  id uuid not null default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  title text not null,
  status text not null default 'active',
  priority text not null default 'today',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (license_id, id)
);
create index tasks_license_user_created_idx on tasks (license_id, user_id, created_at);
select app_enable_tenant_rls('tasks');

create table task_messages (
  license_id uuid not null,
  id uuid not null default gen_random_uuid(),
  -- The order of the conversation (two messages may share a created_at).
  seq bigint generated always as identity,
  task_id uuid not null,
  type text not null check (type in ('user', 'ai')),
  content text not null,
  tool_calls jsonb not null default '[]',
  created_at timestamptz not null default now(),
  primary key (license_id, id),
  foreign key (license_id, task_id) references tasks (license_id, id) on delete cascade
);
create index task_messages_license_task_created_idx
  on task_messages (license_id, task_id, seq);
select app_enable_tenant_rls('task_messages');
