-- 0022 (issue 27, "A live calendar"): every change to an appointment is announced on the channel
-- 'appointment_events', from the transaction that makes it, whoever makes it (a staff route, the
-- public page, the assistant, another server process, psql). NOTIFY is delivered at commit and
-- never for a rolled-back change, so a calendar is told exactly what the database now holds. Each
-- server process listens (PostgreSQL: one connection per process; PGlite: the announcements of its
-- one backend, as auth_epoch's) and pushes the event to the signed-in tabs of the license that may
-- see it (apps/server/src/events, docs/decisions/live-calendar-events.md).
--
-- The payload names only where the change lands, never what it holds: the appointment, the
-- license, and the places it touched (studio, master, client, date) before and after. A tab then
-- reads what changed through the ordinary, permission-checked routes.
create function appointment_event_place(a appointments) returns jsonb
  language sql
  immutable
  as $$
  select jsonb_build_object(
    'studio_id', a.studio_id, 'master_id', a.master_id, 'client_id', a.client_id, 'date', a.date)
$$;

create function appointment_event() returns trigger
  language plpgsql
  as $$
declare
  places jsonb := '[]'::jsonb;
  subject appointments;
begin
  if tg_op = 'DELETE' then subject := old; else subject := new; end if;
  if tg_op <> 'INSERT' then
    places := places || jsonb_build_array(appointment_event_place(old));
  end if;
  if tg_op <> 'DELETE' and not places @> jsonb_build_array(appointment_event_place(new)) then
    places := places || jsonb_build_array(appointment_event_place(new));
  end if;
  perform pg_notify('appointment_events', jsonb_build_object(
    'license_id', subject.license_id,
    'id', subject.id,
    'action', case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    'places', places)::text);
  return null;
end
$$;

create trigger appointments_events after insert or delete on appointments
  for each row execute function appointment_event();
-- An update that changes nothing (a repeated PATCH) announces nothing.
create trigger appointments_events_update after update on appointments
  for each row when (old is distinct from new) execute function appointment_event();

-- A sign-in session (a refresh-token family) ends when its last live token is revoked: sign-out,
-- a reused token, a deactivated account. The family is announced whenever one of its tokens is
-- revoked (a rotation too: the process then finds the family's successor token and keeps the
-- session's event streams open), so a stream of a session that ended closes at once.
create function refresh_token_revoked() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('session_revocations', new.family_id::text);
  return null;
end
$$;

create trigger refresh_tokens_revoked after update of revoked_at on refresh_tokens
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function refresh_token_revoked();
