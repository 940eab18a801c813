import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  APPOINTMENT_TRANSITIONS,
  appointmentCardButtons,
  canCreateAppointment,
  canTransition,
  INITIAL_APPOINTMENT_STATUS,
  isAppointmentStatus,
  isTerminalStatus,
  shortAppointmentNumber,
} from './appointment-status.ts';
import { APPOINTMENT_STATUSES } from '../schemas/appointments.ts';

describe('status transitions', () => {
  it('starts scheduled', () => {
    expect(INITIAL_APPOINTMENT_STATUS).toBe('scheduled');
  });

  it('lets a scheduled appointment be confirmed, started, cancelled or missed', () => {
    expect(APPOINTMENT_TRANSITIONS.scheduled).toEqual([
      'confirmed',
      'in_progress',
      'cancelled',
      'no_show',
    ]);
    expect(canTransition('scheduled', 'confirmed')).toBe(true);
    expect(canTransition('scheduled', 'completed')).toBe(false);
  });

  it('lets a confirmed appointment be started, cancelled or missed', () => {
    expect(canTransition('confirmed', 'in_progress')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'no_show')).toBe(true);
    expect(canTransition('confirmed', 'scheduled')).toBe(false);
  });

  it('only completes an appointment in progress', () => {
    expect(APPOINTMENT_TRANSITIONS.in_progress).toEqual(['completed']);
  });

  it('ends in completed, cancelled and no_show', () => {
    expect(APPOINTMENT_STATUSES.filter(isTerminalStatus)).toEqual([
      'completed',
      'cancelled',
      'no_show',
    ]);
  });

  it('never stays in place and never leaves a terminal status', () => {
    const status = fc.constantFrom(...APPOINTMENT_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (from === to) return !canTransition(from, to);
        return !isTerminalStatus(from) || !canTransition(from, to);
      }),
    );
  });

  it('recognizes status values', () => {
    expect(isAppointmentStatus('no_show')).toBe(true);
    expect(isAppointmentStatus('done')).toBe(false);
    expect(isAppointmentStatus(3)).toBe(false);
  });
});

describe('shortAppointmentNumber', () => {
  it("is '#' and the first 8 characters, upper case", () => {
    expect(shortAppointmentNumber('3f2a9c1e-77aa-4b1d-9f00-123456789abc')).toBe('#3F2A9C1E');
    expect(shortAppointmentNumber('abc')).toBe('#ABC');
  });
});

describe('appointmentCardButtons', () => {
  const scheduled = { status: 'scheduled' };

  it('shows Confirm only for a new online booking', () => {
    expect(appointmentCardButtons({ ...scheduled, isNewOnlineBooking: true }, ['*']).confirm).toBe(
      true,
    );
    expect(appointmentCardButtons(scheduled, ['*']).confirm).toBe(false);
  });

  it('hides Cancel when already cancelled', () => {
    expect(appointmentCardButtons({ status: 'cancelled' }, ['*']).cancel).toBe(false);
    expect(appointmentCardButtons(scheduled, ['*']).cancel).toBe(true);
  });

  it('needs edit or edit_own for Edit, cancel or cancel_own for Cancel', () => {
    expect(appointmentCardButtons(scheduled, ['appointments.edit'])).toEqual({
      edit: true,
      confirm: false,
      cancel: false,
    });
    expect(appointmentCardButtons(scheduled, ['appointments.cancel_own'])).toEqual({
      edit: false,
      confirm: false,
      cancel: true,
    });
    expect(appointmentCardButtons(scheduled, ['appointments.edit_own']).edit).toBe(true);
    expect(appointmentCardButtons(scheduled, []).edit).toBe(false);
  });

  it("does not let the _own permissions reach someone else's appointment", () => {
    const own = ['appointments.edit_own', 'appointments.cancel_own'];
    expect(appointmentCardButtons(scheduled, own, false)).toEqual({
      edit: false,
      confirm: false,
      cancel: false,
    });
    expect(appointmentCardButtons(scheduled, ['appointments.edit'], false).edit).toBe(true);
  });

  it('needs appointments.create for the new-appointment button', () => {
    expect(canCreateAppointment(['appointments.create'])).toBe(true);
    expect(canCreateAppointment(['appointments.edit'])).toBe(false);
  });
});
