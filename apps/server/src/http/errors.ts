// The one error body of the API, {detail, errors?}, and the handler that turns every failure into it.
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../db/database.ts';
import { serverMessages } from '../messages.ts';
import { describeIssues, issuesFromValidation, type FieldErrors } from './validation.ts';

/** Every error answer: a human-readable `detail`, and per-field messages for a validation error. */
export const errorBodySchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A machine-readable reason, where the client tells cases apart (e.g. SYSTEM_ROLE_READONLY). */
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A route's error responses for its schema: `errorResponses(400, 404)` is {400: errorBodySchema, 404: …}. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    number,
    typeof errorBodySchema
  >;

/** A failure a handler means to report: its status and detail go to the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly code: string | undefined;

  constructor(
    statusCode: number,
    detail: string,
    options: { errors?: FieldErrors; headers?: Record<string, string>; code?: string } = {},
  ) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code;
  }
}

/** A 400 (or `status`) whose message is also the named field's: `{detail, errors: {[field]: detail}}`. */
export const fieldError = (field: string, message: string, status = 400) =>
  new HttpError(status, message, { errors: { [field]: message } });

const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: serverMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverMessages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: serverMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: serverMessages.invalidJson,
};

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  // The error body is written by hand: route response schemas must not reshape it.
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * SQLSTATEs that mean the input itself cannot be stored: the client's fault, so a 400 with a clear
 * message, never a 500. This is the one place database errors become answers; the zod schemas
 * bound what they can, and this is the wall behind them (a column's range, a CHECK, a cast). Class
 * 22 is "data exception", 23514 a CHECK constraint. Unique, foreign-key and exclusion violations
 * are not here: the routes answer those themselves (409, 404) in the area's own words.
 */
const INPUT_SQLSTATES: Readonly<Record<string, string>> = {
  '22021': serverMessages.invalidCharacters, // character_not_in_repertoire
  '22P05': serverMessages.invalidCharacters, // untranslatable_character
  '22003': serverMessages.numberOutOfRange, // numeric_value_out_of_range
  '22008': serverMessages.dateOutOfRange, // datetime_field_overflow
  '22007': serverMessages.invalidValueFormat, // invalid_datetime_format
  '22P02': serverMessages.invalidValueFormat, // invalid_text_representation
  '22001': serverMessages.valueTooLong, // string_data_right_truncation
  '22023': serverMessages.invalidValueFormat, // invalid_parameter_value
  '22004': serverMessages.invalidValueFormat, // null_value_not_allowed
  '23502': serverMessages.requiredValueMissing, // not_null_violation
  '23514': serverMessages.checkViolation, // check_violation
};

/** The 400 detail for a database error caused by the input, or undefined for any other failure. */
export function inputErrorDetail(error: unknown): string | undefined {
  const state = sqlState(error);
  return state === undefined ? undefined : INPUT_SQLSTATES[state];
}

export function errorHandler(
  error: FastifyError & { issues?: unknown },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    return send(reply, error.statusCode, {
      detail: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.code ? { code: error.code } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    const input = (request as unknown as Record<string, unknown>)[context];
    const { detail, errors } = describeIssues(issuesFromValidation(error.validation), input);
    return send(reply, 400, { detail, ...(Object.keys(errors).length ? { errors } : {}) });
  }
  const inputDetail = inputErrorDetail(error);
  if (inputDetail !== undefined) {
    request.log.warn({ err: error }, 'input the database refused');
    return send(reply, 400, { detail: inputDetail });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, status === 503 ? 503 : 500, {
      detail: status === 503 ? serverMessages.databaseUnavailable : serverMessages.internal,
    });
  }
  if (error instanceof SyntaxError) return send(reply, 400, { detail: serverMessages.invalidJson });
  return send(reply, status, { detail: FASTIFY_DETAILS[error.code] ?? error.message });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, { detail: serverMessages.notFound });
}

/** Installs the handlers, and an empty JSON body read as "no body" rather than a parse error. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
