// The one error body of the API, {detail, errors?}, and the handler that turns every failure into it.
import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
 * SQLSTATEs that mean the input itself cannot be stored (a NUL byte in text, a character the
 * database encoding lacks): the client's fault, so a 400, not a 500. Drivers put the code on the
 * error, or on its cause when drizzle wraps it.
 */
const INPUT_SQLSTATES = new Set(['22021', '22P05']);
function isUnstorableInput(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? String(value.code) : '';
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return INPUT_SQLSTATES.has(codeOf(error)) || INPUT_SQLSTATES.has(codeOf(cause));
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
  if (isUnstorableInput(error))
    return send(reply, 400, { detail: serverMessages.invalidCharacters });
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
