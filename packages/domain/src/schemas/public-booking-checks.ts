// The public booking calls' shapes (part 2 §3, §7) checked by hand, without zod, for the booking
// widget: zod is most of a visitor's download otherwise. Each reader answers exactly what the zod
// schema in public-booking.ts answers (the same output, or null where zod fails); the test beside
// this file runs both on the same fixtures, so the two cannot drift apart.
// Only types are imported from the zod modules: importing a value would bring zod with it.
import type { SlotsResponse } from './appointments.ts';
import {
  array,
  attempt,
  currency,
  fail,
  fields,
  id,
  integer,
  isoDate,
  numeric,
  optional,
  orNull,
  price,
  type Record_,
  string,
  time,
  type Unknown,
} from './checks.ts';
import type {
  PublicBookingPayload,
  PublicBookingResponse,
  PublicOptimalSlotsRequest,
  PublicStudioInfo,
} from './public-booking.ts';

export { ShapeMismatch } from './checks.ts';

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
