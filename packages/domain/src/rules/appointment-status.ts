// Appointment statuses: the allowed transitions, the short number and the card's buttons (part 2 §2, §4, §6).
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../schemas/appointments.ts';
import { hasPermission, type GrantedPermissions } from './permissions.ts';

/** A new appointment, and a new public booking waiting for confirmation, starts scheduled. */
export const INITIAL_APPOINTMENT_STATUS: AppointmentStatus = 'scheduled';

/**
 * The spec shows confirm, cancel and complete, and says other transition rules are not shown.
 * Ours: a scheduled appointment may be confirmed, started, cancelled or marked no-show; a
 * confirmed one started, cancelled or marked no-show; one in progress only completed.
 * completed, cancelled and no_show are terminal. Staying in a status is not a transition.
 */
export const APPOINTMENT_TRANSITIONS: Readonly<
  Record<AppointmentStatus, readonly AppointmentStatus[]>
> = {
  scheduled: ['confirmed', 'in_progress', 'cancelled', 'no_show'],
  confirmed: ['in_progress', 'cancelled', 'no_show'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[from].includes(to);
}

export function isTerminalStatus(status: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[status].length === 0;
}

export { shortAppointmentNumber } from './appointment-number.ts';

export interface AppointmentCardButtons {
  edit: boolean;
  confirm: boolean;
  cancel: boolean;
}

/**
 * The card's buttons: Edit with appointments.edit, or appointments.edit_own on the user's own
 * appointment; Confirm only for a new online booking; Cancel with appointments.cancel, or
 * cancel_own on their own, and not when already cancelled. The spec does not say what makes an
 * appointment one's own (the server checks it again), so the caller says; by default it counts
 * as own, and holding either permission shows the button.
 */
export function appointmentCardButtons(
  appointment: { status: string; isNewOnlineBooking?: boolean },
  permissions: GrantedPermissions,
  isOwn = true,
): AppointmentCardButtons {
  const may = (any: string, own: string) =>
    hasPermission(permissions, any) || (isOwn && hasPermission(permissions, own));
  return {
    edit: may('appointments.edit', 'appointments.edit_own'),
    confirm: appointment.isNewOnlineBooking === true,
    cancel:
      appointment.status !== 'cancelled' && may('appointments.cancel', 'appointments.cancel_own'),
  };
}

/** The new-appointment '+' button needs appointments.create. */
export function canCreateAppointment(permissions: GrantedPermissions): boolean {
  return hasPermission(permissions, 'appointments.create');
}
