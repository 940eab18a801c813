-- 0036 (issue 33): what the owner's analytics reads.
-- Where a booking came from (staff, public_page, widget, assistant): recorded by the path that
-- books; null for appointments made before this column, which the analytics reads as the public
-- page when is_online_booking is set and as staff otherwise (domain rules/analytics.ts bookingSource).
alter table appointments add column booking_source text
  constraint appointments_booking_source_check
  check (booking_source in ('staff', 'public_page', 'widget', 'assistant'));

-- A client's visits in date order: first visits (new vs returning), returns within 90 days and the
-- at-risk regulars read only completed appointments per client, over the whole history.
create index appointments_license_client_visits_idx
  on appointments (license_id, client_id, date)
  where status = 'completed';
