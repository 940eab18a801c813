// Who sees which appointment event (issue 27, "A live calendar"): the one filter of the live stream.
import { hasPermission, type GrantedPermissions } from './permissions.ts';

/** Reads every appointment of the license (or the wildcard). */
export const APPOINTMENTS_VIEW = 'appointments.view';
/** Reads only the appointments whose master is the viewer's own master record. */
export const APPOINTMENTS_VIEW_OWN = 'appointments.view_own';

export interface AppointmentEventViewer {
  permissions: GrantedPermissions;
  /** The viewer's own master record (users.master_id), if any. */
  masterId: string | null;
}

/** Whether the viewer may read any appointment at all (and so may follow the live stream). */
export function mayFollowAppointments(viewer: AppointmentEventViewer): boolean {
  return (
    hasPermission(viewer.permissions, APPOINTMENTS_VIEW) ||
    (viewer.masterId !== null && hasPermission(viewer.permissions, APPOINTMENTS_VIEW_OWN))
  );
}

/**
 * The part of `event` the viewer may see, or null: everything with appointments.view; with only
 * appointments.view_own, the places of the viewer's own master (a record moved away from her is
 * still news to her: its old place), none when no place is hers.
 */
export function appointmentEventFor<E extends { places: readonly { master_id: string }[] }>(
  viewer: AppointmentEventViewer,
  event: E,
): E | null {
  if (hasPermission(viewer.permissions, APPOINTMENTS_VIEW)) return event;
  if (viewer.masterId === null || !hasPermission(viewer.permissions, APPOINTMENTS_VIEW_OWN)) {
    return null;
  }
  const places = event.places.filter((place) => place.master_id === viewer.masterId);
  return places.length > 0 ? { ...event, places } : null;
}
