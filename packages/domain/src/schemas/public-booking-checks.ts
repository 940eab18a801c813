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

/** A check: the value read, or a ShapeMismatch naming `path`. */
type Read<T> = (value: Unknown, path: string) => T;

/** orNull(schema): missing or null is null. */
function orNull<T>(read: Read<T>): Read<T | null> {
  return (value, path) => (value === undefined || value === null ? null : read(value, path));
}

/** .optional(): missing is left out (undefined). */
function optional<T>(read: Read<T>): Read<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/**
 * An object's fields, each read by its check and named `path.key` when it fails (`key` alone at
 * the top of a body), so a field's name is written once.
 */
function fields(value: Unknown, path: string, prefix = `${path}.`) {
  const record = object(value, path);
  return <T>(key: string, read: Read<T>): T => read(record[key], prefix + key);
}

function array<T>(value: Unknown, path: string, read: Read<T>): T[] {
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
  const wire = fields(body, 'body', '');
  const studio = wire('studio', fields);
  const text = orNull(string);
  const license = wire(
    'license',
    orNull((value, path) => fields(value, path)('name', string)),
  );
  const services = wire(
    'services',
    orNull((value, path) =>
      array(value, path, (item, path) => {
        const service = fields(item, path);
        return {
          id: service('id', id),
          name: service('name', string),
          durationMin: service('duration_min', integer),
          price: service('price', numeric),
          currency: service('currency', currency),
          description: service('description', text),
          type: service('type', serviceType),
        };
      }),
    ),
  );
  const masters = wire(
    'masters',
    orNull((value, path) =>
      array(value, path, (item, path) => {
        const master = fields(item, path);
        return {
          id: master('id', id),
          name: master('name', string),
          specialization: master('specialization', text),
        };
      }),
    ),
  );
  return {
    studio: {
      id: studio('id', id),
      name: studio('name', string),
      address: studio('address', text),
      phone: studio('phone', text),
      description: studio('description', text),
    },
    licenseName: license,
    services: services ?? [],
    masters: masters ?? [],
  };
}

/** POST /public/studios/{id}/optimal-slots' answer: slotsResponseSchema. */
export function readPublicSlots(body: Unknown): SlotsResponse {
  const wire = fields(body, 'body', '');
  return {
    slots: wire('slots', (value, path) =>
      array(value, path, (item, path) => {
        const slot = fields(item, path);
        return {
          date: slot('date', isoDate),
          start_time: slot('start_time', time),
          end_time: slot('end_time', time),
        };
      }),
    ),
  };
}

/** POST /public/studios/{id}/booking's answer: publicBookingResponseSchema. */
export function readPublicBookingResponse(body: Unknown): PublicBookingResponse {
  const wire = fields(body, 'body', '');
  return {
    message: wire('message', string),
    appointment_id: wire('appointment_id', id),
  };
}

/** The optimal-slots request: publicOptimalSlotsRequestSchema. */
export function checkPublicSlotsRequest(input: Unknown): PublicOptimalSlotsRequest {
  const request = fields(input, 'body', '');
  const serviceIds = request('service_ids', (value, path) => array(value, path, id));
  if (serviceIds.length === 0) fail('service_ids');
  return {
    service_ids: serviceIds,
    master_id: request('master_id', id),
    from_date: request('from_date', isoDate),
    to_date: request('to_date', isoDate),
  };
}

/** The booking payload: publicBookingPayloadSchema (trimmed texts, empty ones left out, end after start). */
export function checkPublicBookingPayload(input: Unknown): PublicBookingPayload {
  const payload = fields(input, 'body', '');
  const client = payload('client_data', fields);
  const clientData = {
    name: client('name', requiredText),
    phone: client('phone', requiredText),
  };
  withOptional(clientData, 'email', client('email', optionalText));
  withOptional(clientData, 'notes', client('notes', optionalText));
  const serviceIds = payload('service_ids', (value, path) => array(value, path, id));
  if (serviceIds.length === 0) fail('service_ids');
  const checked = {
    client_data: clientData,
    master_id: payload('master_id', id),
    service_ids: serviceIds,
    date: payload('date', isoDate),
    start_time: payload('start_time', time),
    end_time: payload('end_time', time),
  };
  withOptional(checked, 'total_price', payload('total_price', optional(price)));
  withOptional(checked, 'notes', payload('notes', optionalText));
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
