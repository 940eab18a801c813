// The public booking calls without sign-in (spec part 2 §7 "Public API (no auth)"), for the public
// page and the widget: payloads and answers parsed by the domain's zod schemas, as everywhere else,
// sent with plain fetch (no ofetch, no token). The errors are the same typed errors the rest of the
// client throws.
import { unexpectedErrorMessage } from '@beautydesk/domain/messages/errors';
import type { BookInput } from '@beautydesk/domain/machines/public-booking-definition';
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import type { z } from 'zod';
import {
  publicBookingPayloadSchema,
  publicBookingResponseSchema,
  publicOptimalSlotsRequestSchema,
  publicOptimalSlotsResponseSchema,
  publicStudioInfoSchema,
  toPublicStudioInfo,
  type PublicBookingPayload,
  type PublicBookingResponse,
  type PublicOptimalSlotsRequest,
  type PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import { slotSearchRange } from './dates.ts';
import {
  describeIssues,
  errorFromResponse,
  NetworkError,
  RequestValidationError,
  ResponseShapeError,
} from './errors.ts';
import { API_BASE_PATH, pathSegment } from './paths.ts';
import { publicApiOrigin, send } from './public-config.ts';

export { configurePublicApi, type PublicApiConfig } from './public-config.ts';

/** The HTTP timeout of every client (spec part 1 §9, part 2 §9); client.ts has the same. */
const TIMEOUT_MS = 10_000;

type Method = 'GET' | 'POST';

/** '{METHOD} /api/v1{path}: {field}' — names the call and the first field that failed, for developers. */
function callName(method: Method, path: string): string {
  return `${method} ${API_BASE_PATH}${path}`;
}

/**
 * JSON.stringify that ignores a `toJSON` a host page put on Array.prototype (Prototype.js-era
 * sites turn every array into a string with it): the replacer sees the holder's own value, and an
 * array is written as the plain array it is.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, written: unknown) {
    const own = this[key];
    return Array.isArray(own) ? Array.from(own) : written;
  });
}

async function call<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    TIMEOUT_MS,
  );
  let response: Response;
  let answer: unknown;
  try {
    response = await send(`${publicApiOrigin()}${API_BASE_PATH}${path}`, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : toJson(body),
      signal: controller.signal,
    });
    const text = await response.text();
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      answer = text;
    }
  } catch (cause) {
    throw new NetworkError({ method, path, cause });
  } finally {
    clearTimeout(timer);
  }
  const failed = { status: response.status, method, path, body: answer };
  if (response.status < 200 || response.status >= 300) {
    throw errorFromResponse({ ...failed, statusText: response.statusText });
  }
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new ResponseShapeError({
    ...failed,
    userMessage: unexpectedErrorMessage,
    message: `Malformed response from ${callName(method, path)}: ${describeIssues(result.error.issues)}`,
  });
}

/** A payload the domain's schema rejects is never sent (the machine's rules should have caught it). */
function checked<S extends z.ZodType>(schema: S, input: unknown, path: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new RequestValidationError({
    method: 'POST',
    path,
    userMessage: unexpectedErrorMessage,
    message: `Invalid payload for ${callName('POST', path)}: ${describeIssues(result.error.issues)}`,
  });
}

function studioPath(studioId: string, rest: string): string {
  return `/public/studios/${pathSegment(studioId)}/${rest}`;
}

export type PublicSlotsInput = Omit<PublicOptimalSlotsRequest, 'from_date' | 'to_date'> &
  Partial<Pick<PublicOptimalSlotsRequest, 'from_date' | 'to_date'>>;

/** The booking payload as callers build it: optional texts may be empty (they are left out). */
export type PublicBookingPayloadInput = Omit<PublicBookingPayload, 'client_data' | 'notes'> & {
  client_data: { name: string; phone: string; email?: string | null; notes?: string | null };
  notes?: string | null;
};

/** GET /public/studios/{id}/info, in the page's shape. */
export function getPublicStudioInfo(studioId: string): Promise<PublicStudioInfo> {
  return call('GET', studioPath(studioId, 'info'), publicStudioInfoSchema).then(toPublicStudioInfo);
}

/** POST /public/studios/{id}/optimal-slots, from today to today + 14 days unless given. */
export function findPublicOptimalSlots(
  studioId: string,
  request: PublicSlotsInput,
): Promise<SlotsResponse> {
  const path = studioPath(studioId, 'optimal-slots');
  const body = checked(publicOptimalSlotsRequestSchema, { ...slotSearchRange(), ...request }, path);
  return call('POST', path, publicOptimalSlotsResponseSchema, body);
}

/** POST /public/studios/{id}/booking: message and appointment_id. */
export function createPublicBooking(
  studioId: string,
  payload: PublicBookingPayloadInput,
): Promise<PublicBookingResponse> {
  const path = studioPath(studioId, 'booking');
  const body = checked(publicBookingPayloadSchema, payload, path);
  return call('POST', path, publicBookingResponseSchema, body);
}

/** The public-booking machine's three calls with its input shapes. */
export const publicBookingCalls = {
  loadStudio: ({ studioId }: { studioId: string }) => getPublicStudioInfo(studioId),
  findSlots: ({ studioId, ...request }: PublicSlotsInput & { studioId: string }) =>
    findPublicOptimalSlots(studioId, request),
  book: ({ studioId, payload }: BookInput) => createPublicBooking(studioId, payload),
};
