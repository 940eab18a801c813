// The hook (preValidation: before the body is validated, so an unsigned request gets 401 first) that admits a request only with a valid access token, and the request's verified claims.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { authErrors, serverMessages } from '../messages.ts';
import type { AuthContext, TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token's claims; set by requireAuth, null on public routes. */
    auth: AuthContext | null;
  }
}

// Our tokens are well under 1 kB; anything much longer is not worth verifying.
const MAX_TOKEN_LENGTH = 4096;
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

export function unauthorized(detail: string, error?: 'invalid_token'): HttpError {
  return new HttpError(401, detail, {
    headers: { 'www-authenticate': error ? `Bearer error="${error}"` : 'Bearer' },
  });
}

export function requireAuth(tokens: TokenService): preValidationAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match) throw unauthorized(authErrors.notAuthenticated);
    const token = match[1] as string;
    const auth = token.length <= MAX_TOKEN_LENGTH ? await tokens.verifyAccessToken(token) : null;
    if (!auth) throw unauthorized(authErrors.invalidToken, 'invalid_token');
    request.auth = auth;
  };
}

/** The verified claims of a route behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(authErrors.notAuthenticated);
  return request.auth;
}

/**
 * The tenant of the request: only ever the verified token's license, never a parameter.
 * A user without one gets the client's license-context error (a 400 that mentions license).
 */
export function licenseOf(request: FastifyRequest): string {
  const { licenseId } = authOf(request);
  if (!licenseId) throw new HttpError(400, serverMessages.licenseRequired);
  return licenseId;
}
