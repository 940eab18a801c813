// The public booking calls' shapes (part 2 §3, §7) checked by hand, without zod, for the booking
// widget: zod is most of a visitor's download otherwise. Each reader answers exactly what the zod
// schema in public-booking.ts answers (the same output, or null where zod fails); the test beside
// this file runs both on the same fixtures, so the two cannot drift apart.
// Only types are imported from the zod modules: importing a value would bring zod with it.
import { isIsoDate } from '../rules/dates.ts';
import type { SlotsResponse } from './appointments.ts';
import type {
  PublicBookingPayload,
  PublicBookingResponse,
  PublicOptimalSlotsRequest,
  PublicStudioInfo,
} from './public-booking.ts';

/** What a check reads: anything a server or a caller may hand over. */
type Unknown = unknown;
type Record_ = Record<string, unknown>;

/** A field that failed; the readers stop at the first one. */
export class ShapeMismatch extends Error {
  override name = 'ShapeMismatch';
}

function fail(path: string): never {
  throw new ShapeMismatch(path);
}

function object(value: Unknown, path: string): Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record_)
    : fail(path);
}

function string(value: Unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path);
}

/** idSchema: a non-empty string. */
function id(value: Unknown, path: string): string {
  const text = string(value, path);
  return text.length > 0 ? text : fail(path);
}

/** isoDateSchema (z.iso.date()): YYYY-MM-DD naming a real day (the domain's own date rule). */
function isoDate(value: Unknown, path: string): string {
  const text = string(value, path);
  return isIsoDate(text) ? text : fail(path);
}

/** timeSchema: HH:MM with optional seconds and fraction, answered as HH:MM. */
function time(value: Unknown, path: string): string {
  const text = string(value, path);
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(text) ? text.slice(0, 5) : fail(path);
}

/** numericSchema: a finite number, or a numeral string ('1500.00'). */
function numeric(value: Unknown, path: string): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fail(path);
  const text = string(value, path).trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : fail(path);
}

/** integerSchema: numeric, then a safe integer. */
function integer(value: Unknown, path: string): number {
  const number = numeric(value, path);
  return Number.isSafeInteger(number) ? number : fail(path);
}

/** priceSchema: numeric, at least 0, in whole kopecks (PRICE_STEP 0.01). */
function price(value: Unknown, path: string): number {
  const number = numeric(value, path);
  const ratio = number / 0.01;
  return number >= 0 && Math.abs(ratio - Math.round(ratio)) < 1e-6 ? number : fail(path);
}

/** currencyCodeSchema: three letters, upper-cased. */
function currency(value: Unknown, path: string): string {
  const text = string(value, path).trim();
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : fail(path);
}

/** orNull(schema): missing or null is null. */
function orNull<T>(value: Unknown, read: (value: Unknown) => T): T | null {
  return value === undefined || value === null ? null : read(value);
}

function array<T>(value: Unknown, path: string, read: (item: Unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) fail(path);
  return value.map((item, index) => read(item, `${path}.${index}`));
}

/** serviceTypeWireSchema: SERVICE_TYPES and 'others'. */
const SERVICE_TYPES_WIRE = ['laser', 'electro', 'wax', 'consultation', 'others'] as const;
type ServiceTypeWire = (typeof SERVICE_TYPES_WIRE)[number];

function serviceType(value: Unknown, path: string): ServiceTypeWire {
  return SERVICE_TYPES_WIRE.includes(value as ServiceTypeWire)
    ? (value as ServiceTypeWire)
    : fail(path);
}

/** requiredTextSchema: trimmed, not empty. */
function requiredText(value: Unknown, path: string): string {
  const text = string(value, path).trim();
  return text.length > 0 ? text : fail(path);
}

/** optionalTextSchema: trimmed; empty or missing is left out. */
function optionalText(value: Unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  return string(value, path).trim() || undefined;
}

/** Sets `key` only when the value is there, as zod leaves optional keys out. */
function withOptional<T extends Record_>(target: T, key: string, value: unknown): T {
  if (value !== undefined) (target as Record_)[key] = value;
  return target;
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof ShapeMismatch) return null;
    throw error;
  }
}

/** GET /public/studios/{id}/info, in the page's shape: publicStudioInfoSchema + toPublicStudioInfo. */
export function readPublicStudioInfo(body: Unknown): PublicStudioInfo {
  const wire = object(body, 'body');
  const studio = object(wire.studio, 'studio');
  const text = (path: string) => (value: Unknown) => string(value, path);
  const license = orNull(wire.license, (value) =>
    string(object(value, 'license').name, 'license.name'),
  );
  const services = orNull(wire.services, (value) =>
    array(value, 'services', (item, path) => {
      const service = object(item, path);
      return {
        id: id(service.id, `${path}.id`),
        name: string(service.name, `${path}.name`),
        durationMin: integer(service.duration_min, `${path}.duration_min`),
        price: numeric(service.price, `${path}.price`),
        currency: currency(service.currency, `${path}.currency`),
        description: orNull(service.description, text(`${path}.description`)),
        type: serviceType(service.type, `${path}.type`),
      };
    }),
  );
  const masters = orNull(wire.masters, (value) =>
    array(value, 'masters', (item, path) => {
      const master = object(item, path);
      return {
        id: id(master.id, `${path}.id`),
        name: string(master.name, `${path}.name`),
        specialization: orNull(master.specialization, text(`${path}.specialization`)),
      };
    }),
  );
  return {
    studio: {
      id: id(studio.id, 'studio.id'),
      name: string(studio.name, 'studio.name'),
      address: orNull(studio.address, text('studio.address')),
      phone: orNull(studio.phone, text('studio.phone')),
      description: orNull(studio.description, text('studio.description')),
    },
    licenseName: license,
    services: services ?? [],
    masters: masters ?? [],
  };
}

/** POST /public/studios/{id}/optimal-slots' answer: slotsResponseSchema. */
export function readPublicSlots(body: Unknown): SlotsResponse {
  const wire = object(body, 'body');
  return {
    slots: array(wire.slots, 'slots', (item, path) => {
      const slot = object(item, path);
      return {
        date: isoDate(slot.date, `${path}.date`),
        start_time: time(slot.start_time, `${path}.start_time`),
        end_time: time(slot.end_time, `${path}.end_time`),
      };
    }),
  };
}

/** POST /public/studios/{id}/booking's answer: publicBookingResponseSchema. */
export function readPublicBookingResponse(body: Unknown): PublicBookingResponse {
  const wire = object(body, 'body');
  return {
    message: string(wire.message, 'message'),
    appointment_id: id(wire.appointment_id, 'appointment_id'),
  };
}

/** The optimal-slots request: publicOptimalSlotsRequestSchema. */
export function checkPublicSlotsRequest(input: Unknown): PublicOptimalSlotsRequest {
  const request = object(input, 'body');
  const serviceIds = array(request.service_ids, 'service_ids', id);
  if (serviceIds.length === 0) fail('service_ids');
  return {
    service_ids: serviceIds,
    master_id: id(request.master_id, 'master_id'),
    from_date: isoDate(request.from_date, 'from_date'),
    to_date: isoDate(request.to_date, 'to_date'),
  };
}

/** The booking payload: publicBookingPayloadSchema (trimmed texts, empty ones left out, end after start). */
export function checkPublicBookingPayload(input: Unknown): PublicBookingPayload {
  const payload = object(input, 'body');
  const client = object(payload.client_data, 'client_data');
  const clientData = {
    name: requiredText(client.name, 'client_data.name'),
    phone: requiredText(client.phone, 'client_data.phone'),
  };
  withOptional(clientData, 'email', optionalText(client.email, 'client_data.email'));
  withOptional(clientData, 'notes', optionalText(client.notes, 'client_data.notes'));
  const serviceIds = array(payload.service_ids, 'service_ids', id);
  if (serviceIds.length === 0) fail('service_ids');
  const checked = {
    client_data: clientData,
    master_id: id(payload.master_id, 'master_id'),
    service_ids: serviceIds,
    date: isoDate(payload.date, 'date'),
    start_time: time(payload.start_time, 'start_time'),
    end_time: time(payload.end_time, 'end_time'),
  };
  if (payload.total_price !== undefined) {
    withOptional(checked, 'total_price', price(payload.total_price, 'total_price'));
  }
  withOptional(checked, 'notes', optionalText(payload.notes, 'notes'));
  if (!(checked.start_time < checked.end_time)) fail('end_time');
  return checked as PublicBookingPayload;
}

/** Each check as "the value, or null when it does not match", for callers that only need a yes or no. */
export const publicBookingChecks = {
  studioInfo: (body: Unknown) => attempt(() => readPublicStudioInfo(body)),
  slots: (body: Unknown) => attempt(() => readPublicSlots(body)),
  bookingResponse: (body: Unknown) => attempt(() => readPublicBookingResponse(body)),
  slotsRequest: (input: Unknown) => attempt(() => checkPublicSlotsRequest(input)),
  bookingPayload: (input: Unknown) => attempt(() => checkPublicBookingPayload(input)),
};
