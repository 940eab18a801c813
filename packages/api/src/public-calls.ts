// The public booking calls without sign-in (spec part 2 §7 "Public API (no auth)").
// Nothing here imports zod or ofetch: the answers are checked by the domain's hand checks (tested
// against the zod schemas) and sent with plain fetch, so the widget a visitor downloads stays small.
// The errors are the same typed errors the rest of the client throws.
import { unexpectedErrorMessage } from '@beautydesk/domain/messages/errors';
import type { BookInput } from '@beautydesk/domain/machines/public-booking-definition';
import type { SlotsResponse } from '@beautydesk/domain/schemas/appointments';
import {
  checkPublicBookingPayload,
  checkPublicSlotsRequest,
  readPublicBookingResponse,
  readPublicSlots,
  readPublicStudioInfo,
  ShapeMismatch,
} from '@beautydesk/domain/schemas/public-booking-checks';
import type {
  PublicBookingPayload,
  PublicBookingResponse,
  PublicOptimalSlotsRequest,
  PublicStudioInfo,
} from '@beautydesk/domain/schemas/public-booking';
import { slotSearchRange } from './dates.ts';
import {
  errorFromResponse,
  NetworkError,
  RequestValidationError,
  ResponseShapeError,
} from './errors.ts';
import { API_BASE_PATH, pathSegment } from './paths.ts';

/** The HTTP timeout of every client (spec part 1 §9, part 2 §9); client.ts has the same. */
const TIMEOUT_MS = 10_000;

export interface PublicApiConfig {
  /** Where the API lives; '' for the page's own host. */
  origin: string;
  fetch: typeof fetch;
}

let config: Partial<PublicApiConfig> = {};

/**
 * Where the public calls go; configureApi (client.ts) passes its own config, so the staff app sets
 * it once. Read on every call, so a fetch replaced on that config later (a test spy) is still used.
 */
export function configurePublicApi(input: Partial<PublicApiConfig>): void {
  config = input;
}

function send(url: string, init: RequestInit): Promise<Response> {
  return config.fetch ? config.fetch(url, init) : globalThis.fetch(url, init);
}

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

async function call<T>(
  method: Method,
  path: string,
  read: (body: unknown) => T,
  body?: unknown,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    TIMEOUT_MS,
  );
  let response: Response;
  let answer: unknown;
  try {
    response = await send(`${(config.origin ?? '').replace(/\/+$/, '')}${API_BASE_PATH}${path}`, {
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
  try {
    return read(answer);
  } catch (error) {
    if (!(error instanceof ShapeMismatch)) throw error;
    throw new ResponseShapeError({
      ...failed,
      userMessage: unexpectedErrorMessage,
      message: `Malformed response from ${callName(method, path)}: ${error.message}`,
    });
  }
}

/** A payload the domain's checks reject is never sent (the machine's rules should have caught it). */
function checked<T>(check: (input: unknown) => T, input: unknown, path: string): T {
  try {
    return check(input);
  } catch (error) {
    if (!(error instanceof ShapeMismatch)) throw error;
    throw new RequestValidationError({
      method: 'POST',
      path,
      userMessage: unexpectedErrorMessage,
      message: `Invalid payload for ${callName('POST', path)}: ${error.message}`,
    });
  }
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
  return call('GET', studioPath(studioId, 'info'), readPublicStudioInfo);
}

/** POST /public/studios/{id}/optimal-slots, from today to today + 14 days unless given. */
export function findPublicOptimalSlots(
  studioId: string,
  request: PublicSlotsInput,
): Promise<SlotsResponse> {
  const path = studioPath(studioId, 'optimal-slots');
  const body = checked(checkPublicSlotsRequest, { ...slotSearchRange(), ...request }, path);
  return call('POST', path, readPublicSlots, body);
}

/** POST /public/studios/{id}/booking: message and appointment_id. */
export function createPublicBooking(
  studioId: string,
  payload: PublicBookingPayloadInput,
): Promise<PublicBookingResponse> {
  const path = studioPath(studioId, 'booking');
  const body = checked(checkPublicBookingPayload, payload, path);
  return call('POST', path, readPublicBookingResponse, body);
}

/** The public-booking machine's three calls with its input shapes. */
export const publicBookingCalls = {
  loadStudio: ({ studioId }: { studioId: string }) => getPublicStudioInfo(studioId),
  findSlots: ({ studioId, ...request }: PublicSlotsInput & { studioId: string }) =>
    findPublicOptimalSlots(studioId, request),
  book: ({ studioId, payload }: BookInput) => createPublicBooking(studioId, payload),
};
