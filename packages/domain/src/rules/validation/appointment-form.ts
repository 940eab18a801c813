// Appointment modal rules (part 2 §5): the save check with its inactive-client refusal, window-search prerequisites, payload.
import { appointmentFormMessages as m } from '../../messages/appointments.ts';
import {
  isBlank,
  isChosen,
  toResult,
  trimmedOrUndefined,
  type ValidationResult,
} from './common.ts';

export interface AppointmentFormValues {
  clientId: string | null | undefined;
  serviceIds: readonly string[];
  masterId: string | null | undefined;
  studioId: string | null | undefined;
  /** YYYY-MM-DD. */
  date: string | null | undefined;
  /** HH:MM. */
  startTime: string | null | undefined;
  endTime: string | null | undefined;
  totalPrice: number;
  notes?: string | null;
}

export type AppointmentFormField =
  'clientId' | 'serviceIds' | 'masterId' | 'date' | 'startTime' | 'endTime';

export interface AppointmentSaveContext {
  mode: 'create' | 'edit';
  /** Whether the chosen client is active; unknown counts as active. */
  clientIsActive?: boolean;
}

/**
 * Every missing field carries the spec's single message; creating for an inactive client is
 * refused on the client field.
 */
export function validateAppointmentSave(
  values: AppointmentFormValues,
  context: AppointmentSaveContext,
): ValidationResult<AppointmentFormField> {
  const errors: Partial<Record<AppointmentFormField, string>> = {};
  if (!isChosen(values.masterId)) errors.masterId = m.fillAllFields;
  if (values.serviceIds.length === 0) errors.serviceIds = m.fillAllFields;
  if (isBlank(values.date)) errors.date = m.fillAllFields;
  if (isBlank(values.startTime)) errors.startTime = m.fillAllFields;
  if (isBlank(values.endTime)) errors.endTime = m.fillAllFields;
  if (!isChosen(values.clientId)) errors.clientId = m.fillAllFields;
  else if (context.mode === 'create' && context.clientIsActive === false) {
    errors.clientId = m.inactiveClient;
  }
  return toResult(errors);
}

export interface WindowSearchValues {
  serviceIds: readonly string[];
  masterId: string | null | undefined;
  studioId: string | null | undefined;
}

/** "Найти оптимальные окна" needs services, a master and a studio. */
export function validateWindowSearch(
  values: WindowSearchValues,
): ValidationResult<'serviceIds' | 'masterId' | 'studioId'> {
  const errors: Partial<Record<'serviceIds' | 'masterId' | 'studioId', string>> = {};
  if (values.serviceIds.length === 0) errors.serviceIds = m.windowSearchPrerequisites;
  if (!isChosen(values.masterId)) errors.masterId = m.windowSearchPrerequisites;
  if (!isChosen(values.studioId)) errors.studioId = m.windowSearchPrerequisites;
  return toResult(errors);
}

export interface AppointmentPayload {
  date: string;
  start_time: string;
  end_time: string;
  client_id: string;
  master_id: string;
  studio_id: string;
  service_ids: string[];
  total_price: number;
  notes?: string;
  /** "вне графика" (issue 27): sent only when chosen. */
  out_of_schedule?: boolean;
  /** The price was set by hand (issue 27): sent only when it was. */
  price_set_by_hand?: boolean;
}

/** The body of POST /appointments from valid values; notes trimmed and omitted when empty. */
export function prepareAppointmentPayload(values: AppointmentFormValues): AppointmentPayload {
  const notes = trimmedOrUndefined(values.notes);
  return {
    date: values.date ?? '',
    start_time: values.startTime ?? '',
    end_time: values.endTime ?? '',
    client_id: values.clientId ?? '',
    master_id: values.masterId ?? '',
    studio_id: values.studioId ?? '',
    service_ids: [...values.serviceIds],
    total_price: values.totalPrice,
    ...(notes === undefined ? {} : { notes }),
  };
}
