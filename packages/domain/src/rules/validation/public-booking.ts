// Public booking rules (part 2 §5): each step's validity (contacts, services, master, time), control gating and payload.
import { publicBookingMessages as m } from '../../messages/public-booking.ts';
import type { BookingSlot } from '../../schemas/appointments.ts';
import {
  isBlank,
  isChosen,
  toResult,
  trimmedOrUndefined,
  type ValidationResult,
} from './common.ts';

export const PUBLIC_BOOKING_STEPS = ['contacts', 'services', 'master', 'time'] as const;
export type PublicBookingStep = (typeof PUBLIC_BOOKING_STEPS)[number];

export interface PublicBookingValues {
  name: string;
  phone: string;
  /** Optional. */
  email?: string | null;
  /** The visitor's note about themselves (client_data.notes). */
  clientNotes?: string | null;
  serviceIds: readonly string[];
  masterId: string | null | undefined;
  slot: BookingSlot | null | undefined;
  totalPrice: number;
  /** The booking's note. */
  notes?: string | null;
}

export type PublicBookingField = 'name' | 'phone' | 'serviceIds' | 'masterId' | 'slot';

export function validateBookingContacts(
  values: Pick<PublicBookingValues, 'name' | 'phone'>,
): ValidationResult<'name' | 'phone'> {
  const errors: Partial<Record<'name' | 'phone', string>> = {};
  if (isBlank(values.name)) errors.name = m.contactsRequired;
  if (isBlank(values.phone)) errors.phone = m.contactsRequired;
  return toResult(errors);
}

export function validateBookingServices(
  values: Pick<PublicBookingValues, 'serviceIds'>,
): ValidationResult<'serviceIds'> {
  return toResult(values.serviceIds.length === 0 ? { serviceIds: m.servicesRequired } : {});
}

export function validateBookingMaster(
  values: Pick<PublicBookingValues, 'masterId'>,
): ValidationResult<'masterId'> {
  return toResult(isChosen(values.masterId) ? {} : { masterId: m.masterRequired });
}

export function validateBookingTime(
  values: Pick<PublicBookingValues, 'slot'>,
): ValidationResult<'slot'> {
  const slot = values.slot;
  const chosen =
    !!slot && !isBlank(slot.date) && !isBlank(slot.startTime) && !isBlank(slot.endTime);
  return toResult(chosen ? {} : { slot: m.timeRequired });
}

const stepValidators = {
  contacts: validateBookingContacts,
  services: validateBookingServices,
  master: validateBookingMaster,
  time: validateBookingTime,
} satisfies Record<PublicBookingStep, (values: PublicBookingValues) => ValidationResult<string>>;

/** Each step's own validity. */
export function publicBookingStepValidity(
  values: PublicBookingValues,
): Record<PublicBookingStep, boolean> {
  return {
    contacts: stepValidators.contacts(values).valid,
    services: stepValidators.services(values).valid,
    master: stepValidators.master(values).valid,
    time: stepValidators.time(values).valid,
  };
}

/**
 * Which controls are usable: the services once contacts are filled, the master select once a
 * service is chosen, find-slots once a master is chosen, each also needing the earlier steps.
 */
export function publicBookingControls(values: PublicBookingValues): {
  servicesEnabled: boolean;
  masterEnabled: boolean;
  findSlotsEnabled: boolean;
} {
  const valid = publicBookingStepValidity(values);
  const servicesEnabled = valid.contacts;
  const masterEnabled = servicesEnabled && valid.services;
  return { servicesEnabled, masterEnabled, findSlotsEnabled: masterEnabled && valid.master };
}

/** The whole form before sending: every step's errors, and the first step that fails. */
export function validatePublicBooking(
  values: PublicBookingValues,
): ValidationResult<PublicBookingField> & { firstInvalidStep?: PublicBookingStep } {
  const errors: Partial<Record<PublicBookingField, string>> = {};
  let firstInvalidStep: PublicBookingStep | undefined;
  for (const step of PUBLIC_BOOKING_STEPS) {
    const result = stepValidators[step](values);
    if (!result.valid) firstInvalidStep ??= step;
    Object.assign(errors, result.errors);
  }
  return { ...toResult(errors), ...(firstInvalidStep ? { firstInvalidStep } : {}) };
}

export interface PublicBookingPayload {
  client_data: { name: string; phone: string; email?: string; notes?: string };
  master_id: string;
  service_ids: string[];
  date: string;
  start_time: string;
  end_time: string;
  total_price: number;
  notes?: string;
}

/** The body of POST /public/studios/{id}/booking from valid values; empty optionals omitted. */
export function preparePublicBookingPayload(values: PublicBookingValues): PublicBookingPayload {
  const email = trimmedOrUndefined(values.email);
  const clientNotes = trimmedOrUndefined(values.clientNotes);
  const notes = trimmedOrUndefined(values.notes);
  return {
    client_data: {
      name: values.name.trim(),
      phone: values.phone.trim(),
      ...(email === undefined ? {} : { email }),
      ...(clientNotes === undefined ? {} : { notes: clientNotes }),
    },
    master_id: values.masterId ?? '',
    service_ids: [...values.serviceIds],
    date: values.slot?.date ?? '',
    start_time: values.slot?.startTime ?? '',
    end_time: values.slot?.endTime ?? '',
    total_price: values.totalPrice,
    ...(notes === undefined ? {} : { notes }),
  };
}
