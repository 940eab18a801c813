-- 0030 (issue 28): a sign-out ends its session's access tokens at once, not only its refresh
-- tokens. An access token names its session (the refresh-token family, claim `sid`); the per-request
-- access check (auth/access.ts) refuses a token whose session is listed here. Inserting a row moves
-- the auth epoch, so every process drops the access it cached for that session on its next request.
-- A row is only needed while an access token of the session may still be unexpired (an hour); the
-- server deletes older rows as it adds new ones.
create table signed_out_sessions (
  session_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  signed_out_at timestamptz not null default now()
);
create index signed_out_sessions_at_idx on signed_out_sessions (signed_out_at);

create trigger signed_out_sessions_auth_epoch after insert on signed_out_sessions
  for each row execute function auth_epoch_bump();
