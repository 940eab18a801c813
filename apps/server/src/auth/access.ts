// Who a request acts as and what it may do (a token's perms_hash may be stale; the role in the
// database is the truth), and the permission hooks (preValidation: refused before the body is read). The rows are kept per process
// (access-cache.ts) and every request checks, against the database's auth epoch, that they are
// still current before it reads or writes anything of the tenant or answers: a deactivated account,
// a changed role or license is refused on the very next request, whichever process or SQL made the
// change (docs/decisions/, "Access cached per process, checked per request").
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { hasAnyPermission } from '@beautydesk/domain/rules/permissions';
import { isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import {
  deferAccessCheck,
  withAccessCheckSlot,
  type PendingAccessCheck,
} from '../db/access-check.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { accessMessages, authErrors, serverMessages } from '../messages.ts';
import { announcedAuthEpoch, currentAuthEpoch, EpochCache } from './access-cache.ts';
import { permissionsFor } from './permissions.ts';
import { isSignedOut } from './refresh-tokens.ts';
import { authOf, unauthorized } from './require-auth.ts';
import type { AuthContext } from './tokens.ts';
import { findUserById, type UserRow } from './users.ts';

export interface Access {
  /** The signed-in account (the platform admin while impersonating). */
  actor: UserRow;
  /** Whose rights apply: the impersonated account while impersonating, else the actor. */
  subject: UserRow;
  licenseId: string | null;
  permissions: string[];
}

/** A guard's rule, kept so it can be applied again to reloaded access. */
type AccessRule = (access: Access) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request by accessOf. */
    access?: Access;
    /** The rules the request's guards applied to `access`. */
    accessRules?: AccessRule[];
    /** The check that the cached `access` is current, until it has been made. */
    accessCheck?: PendingAccessCheck;
  }
}

const caches = new WeakMap<Db, EpochCache<Access>>();

function cacheOf(db: Db): EpochCache<Access> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new EpochCache<Access>();
    caches.set(db, cache);
  }
  return cache;
}

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Per session: a signed-out session's tokens are refused while the account's others go on. */
function cacheKey(auth: AuthContext): string {
  const target = auth.impersonation?.target;
  const who = target ? `${auth.userId}>${target}` : auth.userId;
  return `${who}@${auth.sessionId}`;
}

/**
 * The access of `auth` as the database holds it now; 401 when the actor or target is inactive, or
 * when the token's session was signed out (a sign-out moves the epoch, so a cached entry of that
 * session is read again here on the next request).
 */
async function loadAccess(db: Db, auth: AuthContext): Promise<Access> {
  const actor = await findUserById(db, auth.userId);
  if (!actor?.is_active) throw unauthorized(authErrors.userInactive, 'invalid_token');
  if (await isSignedOut(db, auth.sessionId)) {
    throw unauthorized(authErrors.invalidToken, 'invalid_token');
  }
  let subject = actor;
  if (auth.impersonation?.target) {
    const target = await findUserById(db, auth.impersonation.target);
    if (!target?.is_active) throw unauthorized(authErrors.userInactive, 'invalid_token');
    subject = target;
  }
  return {
    actor,
    subject,
    licenseId: subject.license_id,
    permissions: await permissionsFor(db, subject),
  };
}

/** Reads the epoch, then the access (so the access is at least as new as the epoch), and keeps both. */
async function loadCurrent(db: Db, auth: AuthContext, epoch?: bigint): Promise<Access> {
  const cache = cacheOf(db);
  const seen = epoch ?? (await currentAuthEpoch(db));
  cache.observe(seen);
  const access = await loadAccess(db, auth);
  cache.set(cacheKey(auth), seen, access);
  return access;
}

/**
 * The access of `auth` as the database holds it now (kept for the requests that follow): for a
 * long-lived connection that checks again when the auth epoch moves. 401 when the account (or
 * the impersonated one) is inactive or gone.
 */
export function currentAccess(db: Db, auth: AuthContext): Promise<Access> {
  return loadCurrent(db, auth);
}

/**
 * The check of a request served from the cache: when the database's epoch has moved, the access is
 * read again and the request's guards are applied to it again; the request's Access object is
 * updated in place, so a handler holding it reads the current rows from then on.
 */
function pendingCheck(db: Db, request: FastifyRequest, epoch: bigint): PendingAccessCheck {
  const check: PendingAccessCheck = {
    epoch,
    checked: false,
    settle: async (current, tenant) => {
      check.checked = true;
      const access = request.access as Access;
      const fresh = await loadCurrent(db, authOf(request), current);
      for (const rule of request.accessRules ?? []) rule(fresh);
      // The tenant a handler already chose is the one its access had; another one means the
      // account moved to another license: this token is no longer the account's.
      if (tenant !== undefined && fresh.licenseId !== tenant) {
        throw unauthorized(authErrors.invalidToken, 'invalid_token');
      }
      Object.assign(access, fresh);
    },
    against: async (current, tenant) => {
      if (current === check.epoch) check.checked = true;
      else await check.settle(current, tenant);
    },
  };
  return check;
}

/** Makes the request's pending access check now (one query) unless it was made already. */
export async function settleAccessCheck(db: Db, request: FastifyRequest): Promise<void> {
  const check = request.accessCheck;
  if (!check || check.checked) return;
  await check.against(await currentAuthEpoch(db));
}

/** The request's actor, subject and permissions (memoised on the request). */
export async function accessOf(db: Db, request: FastifyRequest): Promise<Access> {
  if (request.access) return request.access;
  const auth = authOf(request);
  const cached = cacheOf(db).get(cacheKey(auth));
  if (!cached) {
    request.access = await loadCurrent(db, auth);
    return request.access;
  }
  // A copy: a reload (settle) updates this request's object, never another request's.
  request.access = { ...cached.value };
  const check = pendingCheck(db, request, cached.epoch);
  request.accessCheck = check;
  const announced = announcedAuthEpoch(db);
  if (announced !== undefined) {
    // PGlite: the epoch is known here and now, no statement needed.
    await check.against(announced);
    return request.access;
  }
  // A read leaves the check to its first tenant transaction (or to just before its answer); a
  // write makes it before its handler may change anything.
  if (!READS.has(request.method) || !deferAccessCheck(check)) {
    await settleAccessCheck(db, request);
  }
  return request.access;
}

/**
 * Applies `rule` to the request's access now, and again if the access is reloaded later. A refusal
 * of cached access is only final once the access is known to be current (a role may have just
 * gained the permission).
 */
async function applyRule(db: Db, request: FastifyRequest, rule: AccessRule): Promise<Access> {
  const access = await accessOf(db, request);
  try {
    rule(access);
  } catch (error) {
    if (!request.accessCheck || request.accessCheck.checked) throw error;
    await settleAccessCheck(db, request);
    rule(access);
  }
  (request.accessRules ??= []).push(rule);
  return access;
}

/**
 * Gives every request a slot for its deferred access check, and makes any check still pending
 * before the answer leaves: a read that opened no tenant transaction still answers only if the
 * account and its role are current.
 */
export function installAccessChecks(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', (_request, _reply, done) => withAccessCheckSlot(done));
  // Registered before compression, so a refusal here replaces the answer before it is encoded.
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      await settleAccessCheck(db, request);
      return payload;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The answer was made for access that is no longer current: the refusal goes out instead.
      void reply.code(error.statusCode).type('application/json; charset=utf-8');
      if (error.headers) void reply.headers(error.headers);
      return JSON.stringify({ detail: error.message });
    }
  });
}

/**
 * A preValidation hook (after requireAuth) admitting the request when the subject holds at least one of
 * `names`, as the domain's hasPermission reads them ('*', legacy names, view-level siblings).
 */
export function requirePermission(db: Db, ...names: string[]): preValidationAsyncHookHandler {
  const rule: AccessRule = (access) => {
    if (!hasAnyPermission(access.permissions, names)) {
      throw new HttpError(403, accessMessages.forbidden);
    }
  };
  return async (request) => {
    await applyRule(db, request, rule);
  };
}

const superadminRule: AccessRule = (access) => {
  if (!isPlatformSuperadmin(access.actor.platform_role)) {
    throw new HttpError(403, accessMessages.superadminOnly);
  }
};

/** A preValidation hook (after requireAuth) admitting platform superadmins only, as the database says. */
export function requireSuperadmin(db: Db): preValidationAsyncHookHandler {
  return async (request) => {
    await applyRule(db, request, superadminRule);
  };
}

/**
 * The subject has a license, and it is the one the token names when the token names one (a token
 * made before the account's first license, during onboarding, names none until it is refreshed).
 * As a rule rather than a plain comparison, a mismatch seen in cached access is checked against
 * the database before it refuses: an account moved back to its license is served again at once.
 */
function licensedRule(tokenLicenseId: string | null): AccessRule {
  return (access) => {
    if (!access.licenseId) throw new HttpError(400, serverMessages.licenseRequired);
    if (tokenLicenseId && access.licenseId !== tokenLicenseId) {
      throw unauthorized(authErrors.invalidToken, 'invalid_token');
    }
  };
}

/**
 * The request's license and access: a subject without a license (a superadmin outside
 * impersonation) gets the license-context error, a 400; a token naming another license than the
 * account's is refused. Tenant routes read their license here.
 */
export async function licensedAccess(
  db: Db,
  request: FastifyRequest,
): Promise<{ licenseId: string; access: Access }> {
  const access = await applyRule(db, request, licensedRule(authOf(request).licenseId ?? null));
  return { licenseId: access.licenseId as string, access };
}
