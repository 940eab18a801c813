// Who a request acts as and what it may do, read from the database on every request (a token's
// perms_hash may be stale; the role in the database is the truth), and the permission preHandler.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAnyPermission } from '@beautydesk/domain/rules/permissions';
import { isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { accessMessages, authErrors, serverMessages } from '../messages.ts';
import { permissionsFor } from './permissions.ts';
import { authOf, unauthorized } from './require-auth.ts';
import { findUserById, type UserRow } from './users.ts';

export interface Access {
  /** The signed-in account (the platform admin while impersonating). */
  actor: UserRow;
  /** Whose rights apply: the impersonated account while impersonating, else the actor. */
  subject: UserRow;
  licenseId: string | null;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request by accessOf. */
    access?: Access;
  }
}

/** The request's actor, subject and permissions (memoised on the request). */
export async function accessOf(db: Db, request: FastifyRequest): Promise<Access> {
  if (request.access) return request.access;
  const auth = authOf(request);
  const actor = await findUserById(db, auth.userId);
  if (!actor?.is_active) throw unauthorized(authErrors.userInactive, 'invalid_token');
  let subject = actor;
  if (auth.impersonation?.target) {
    const target = await findUserById(db, auth.impersonation.target);
    if (!target?.is_active) throw unauthorized(authErrors.userInactive, 'invalid_token');
    subject = target;
  }
  const access: Access = {
    actor,
    subject,
    licenseId: subject.license_id,
    permissions: await permissionsFor(db, subject),
  };
  request.access = access;
  return access;
}

/**
 * A preHandler (after requireAuth) admitting the request when the subject holds at least one of
 * `names`, as the domain's hasPermission reads them ('*', legacy names, view-level siblings).
 */
export function requirePermission(db: Db, ...names: string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const access = await accessOf(db, request);
    if (!hasAnyPermission(access.permissions, names)) {
      throw new HttpError(403, accessMessages.forbidden);
    }
  };
}

/** A preHandler (after requireAuth) admitting platform superadmins only, as the database says. */
export function requireSuperadmin(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    const access = await accessOf(db, request);
    if (!isPlatformSuperadmin(access.actor.platform_role)) {
      throw new HttpError(403, accessMessages.superadminOnly);
    }
  };
}

/**
 * The request's license and access: a subject without a license (a superadmin outside
 * impersonation) gets the license-context error, a 400. Tenant routes read their license here.
 */
export async function licensedAccess(
  db: Db,
  request: FastifyRequest,
): Promise<{ licenseId: string; access: Access }> {
  const access = await accessOf(db, request);
  if (!access.licenseId) throw new HttpError(400, serverMessages.licenseRequired);
  return { licenseId: access.licenseId, access };
}
