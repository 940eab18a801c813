// /users/business-roles/* and /meta/* (part 2 §7 "Roles and meta"): the license's roles, the
// permission catalogue, templates and validation. Every handler checks its permission on the server.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryBooleanSchema } from '@beautydesk/domain/schemas/common';
import {
  businessRoleSchema,
  permissionCatalogQuerySchema,
  permissionCatalogSchema,
  roleCreatePayloadSchema,
  roleTemplatesResponseSchema,
  roleUpdatePayloadSchema,
  validatePermissionsRequestSchema,
  validatePermissionsResponseSchema,
  validateRoleRequestSchema,
  validateRoleResponseSchema,
  ROLE_NAME_MIN_LENGTH,
  WILDCARD_PERMISSION,
  type ValidateRoleResponse,
} from '@beautydesk/domain/schemas/roles';
import { roleErrorCodes, roleFormMessages } from '@beautydesk/domain/messages/roles';
import { DEFAULT_SCOPE_TYPE } from '@beautydesk/domain/schemas/permissions';
import type { AppContext } from '../context.ts';
import { sqlState, SQLSTATE } from '../db/database.ts';
import { businessRoles, users } from '../db/schema.ts';
import { hasRows } from '../db/rows.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, fieldError, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { accessMessages } from '../messages.ts';
import { accessOf, licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { validatePermissions, permissionCatalog, roleTemplates } from './catalog.ts';
import { roleManagementRoutes } from './management.ts';

type RoleRow = typeof businessRoles.$inferSelect;

/** The role as it travels: permissions as the spec's map of id → true. */
export const roleWireSchema = businessRoleSchema.extend({
  permissions: z.record(z.string(), z.boolean()),
});
export type RoleWire = z.infer<typeof roleWireSchema>;

const rolesListWireSchema = z.object({ roles: z.array(roleWireSchema) });

const listQuerySchema = z.object({
  include_user_count: queryBooleanSchema.optional(),
  include_scope_metadata: queryBooleanSchema.optional(),
});
const idParams = z.object({ id: z.uuid() });

const MAX = { name: 100, description: 500, scopeRef: 200, permission: 100 } as const;
const createBody = strictBody(roleCreatePayloadSchema, {
  name: MAX.name,
  description: MAX.description,
  scope_ref: MAX.scopeRef,
});
const updateBody = strictBody(roleUpdatePayloadSchema, {
  name: MAX.name,
  description: MAX.description,
  scope_ref: MAX.scopeRef,
});

export function toRoleWire(row: RoleRow, userCount?: number): RoleWire {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    scope_type: row.scope_type,
    scope_ref: row.scope_ref,
    permissions: Object.fromEntries(row.permissions.map((name) => [name, true])),
    is_system_role: row.is_system_role,
    permissions_version: row.permissions_version,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(userCount === undefined ? {} : { user_count: userCount }),
  };
}

/** Unknown permission names are refused (400 listing them), '*' above all. */
function checkPermissionNames(names: readonly string[], scopeType: string): void {
  if (names.includes(WILDCARD_PERMISSION)) {
    throw fieldError('permissions', accessMessages.wildcardNotAllowed);
  }
  const verdict = validatePermissions(names, scopeType);
  if (!verdict.valid) {
    const message = `Неизвестные разрешения: ${verdict.invalid_permissions.join(', ')}`;
    throw fieldError('permissions', message);
  }
}

function nameTaken(error: unknown): never {
  if (sqlState(error) === SQLSTATE.uniqueViolation) {
    throw fieldError('name', accessMessages.roleNameTaken, 409);
  }
  throw error;
}

/**
 * A refused create or update carries part 2 §8's code, CREATION_FAILED or UPDATE_FAILED, so a client
 * tells them apart from other failures; a refusal with a code of its own (SYSTEM_ROLE_READONLY)
 * keeps it.
 */
function refusedAs(code: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError && error.code === undefined) {
      throw new HttpError(error.statusCode, error.message, {
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.headers ? { headers: error.headers } : {}),
        code,
      });
    }
    throw error;
  };
}

export async function roleRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (...names: string[]) => [authenticated, requirePermission(db, ...names)];

  async function findRole(t: TenantScope, id: string): Promise<RoleRow> {
    const [row] = await t.select(businessRoles, eq(businessRoles.id, id));
    if (!row) throw new HttpError(404, accessMessages.roleNotFound);
    return row;
  }

  /** System roles, and roles holding the wildcard, are read-only (part 2 §5). */
  function assertEditable(row: RoleRow): void {
    if (row.is_system_role) {
      throw new HttpError(403, accessMessages.systemRoleReadOnly, {
        code: roleErrorCodes.systemRoleReadOnly,
      });
    }
    if (row.permissions.includes(WILDCARD_PERMISSION)) {
      throw new HttpError(403, accessMessages.wildcardRoleProtected, {
        code: roleErrorCodes.systemRoleReadOnly,
      });
    }
  }

  const VIEW = ['roles.view', 'roles.manage', 'users.manage'];
  const security = [{ bearerAuth: [] }];

  // /role-management/*: the role audit log and role stats (registered here, not in app.ts).
  await parent.register(roleManagementRoutes, ctx);

  app.get(
    '/users/business-roles',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: "The license's business roles",
        security,
        querystring: listQuerySchema,
        response: { 200: rolesListWireSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select()
          .from(businessRoles)
          .where(t.scoped(businessRoles))
          .orderBy(sql`${businessRoles.is_system_role} desc`, businessRoles.created_at);
        let counts = new Map<string, number>();
        if (request.query.include_user_count) {
          const tallies = await t.tx
            .select({ roleId: users.business_role_id, n: count() })
            .from(users)
            .where(eq(users.license_id, licenseId))
            .groupBy(users.business_role_id);
          counts = new Map(tallies.map((row) => [row.roleId ?? '', row.n]));
        }
        return {
          roles: rows.map((row) =>
            toRoleWire(
              row,
              request.query.include_user_count ? (counts.get(row.id) ?? 0) : undefined,
            ),
          ),
        };
      });
    },
  );

  app.get(
    '/users/business-roles/:id',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: 'One business role',
        security,
        params: idParams,
        response: { 200: roleWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      return toRoleWire(await withTenant(db, licenseId, (t) => findRole(t, request.params.id)));
    },
  );

  app.post(
    '/users/business-roles',
    {
      preValidation: guard('roles.create', 'roles.manage'),
      schema: {
        tags: ['roles'],
        summary: 'Create a custom role (never with the wildcard)',
        security,
        body: createBody,
        response: { 201: roleWireSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      const { actor } = await accessOf(db, request);
      const body = request.body;
      const row = await Promise.resolve()
        .then(() => checkPermissionNames(body.permissions, body.scope_type))
        .then(() =>
          withTenant(db, licenseId, (t) =>
            t.insert(businessRoles, {
              name: body.name,
              description: body.description || null,
              scope_type: body.scope_type,
              scope_ref: body.scope_ref ?? null,
              permissions: [...new Set(body.permissions)].sort(),
              created_by: actor.id,
            }),
          ).catch(nameTaken),
        )
        .catch(refusedAs(roleErrorCodes.creationFailed));
      reply.code(201);
      return toRoleWire(row[0] as RoleRow);
    },
  );

  app.put(
    '/users/business-roles/:id',
    {
      preValidation: guard('roles.edit', 'roles.manage'),
      schema: {
        tags: ['roles'],
        summary: 'Change a custom role (any subset of its fields, e.g. permissions only)',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: roleWireSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { licenseId } = await licensedAccess(db, request);
      const body = request.body;
      const row = await withTenant(db, licenseId, async (t) => {
        const current = await findRole(t, request.params.id);
        assertEditable(current);
        const scopeType = body.scope_type ?? current.scope_type;
        if (body.permissions) checkPermissionNames(body.permissions, scopeType);
        const permissions = body.permissions ? [...new Set(body.permissions)].sort() : undefined;
        const changed =
          permissions !== undefined && permissions.join('\n') !== current.permissions.join('\n');
        const [updated] = await t.update(
          businessRoles,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description || null } : {}),
            ...(body.scope_type !== undefined ? { scope_type: body.scope_type } : {}),
            ...(body.scope_ref !== undefined ? { scope_ref: body.scope_ref } : {}),
            ...(permissions ? { permissions } : {}),
            ...(changed ? { permissions_version: current.permissions_version + 1 } : {}),
            updated_at: new Date(),
          },
          eq(businessRoles.id, current.id),
        );
        return updated as RoleRow;
      })
        .catch(nameTaken)
        .catch(refusedAs(roleErrorCodes.updateFailed));
      return toRoleWire(row);
    },
  );

  app.delete(
    '/users/business-roles/:id',
    {
      preValidation: guard('roles.delete', 'roles.manage'),
      schema: {
        tags: ['roles'],
        summary: 'Delete a custom role nobody holds',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { licenseId } = await licensedAccess(db, request);
      await withTenant(db, licenseId, async (t) => {
        const current = await findRole(t, request.params.id);
        assertEditable(current);
        if (await hasRows(t, users, eq(users.business_role_id, current.id))) {
          throw new HttpError(409, accessMessages.roleInUse);
        }
        await t.delete(businessRoles, eq(businessRoles.id, current.id));
      });
      return reply.code(204).send(null);
    },
  );

  // ----- /meta: the catalogue and validation (read-only helpers of the role editor)

  app.get(
    '/meta/permission-catalog',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: 'Every permission a role of this scope may hold',
        security,
        querystring: permissionCatalogQuerySchema,
        response: { 200: permissionCatalogSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const scopeType = request.query.scope_type ?? DEFAULT_SCOPE_TYPE;
      return { scope_type: scopeType, permissions: permissionCatalog(scopeType) };
    },
  );

  app.post(
    '/meta/validate-permissions',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: 'Check permission names against the catalogue',
        security,
        body: validatePermissionsRequestSchema,
        response: { 200: validatePermissionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => validatePermissions(request.body.permissions, request.body.scope_type),
  );

  app.get(
    '/meta/role-templates',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: 'Ready-made permission sets to start a role from',
        security,
        querystring: permissionCatalogQuerySchema,
        response: { 200: roleTemplatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ templates: roleTemplates(request.query.scope_type) }),
  );

  app.post(
    '/meta/validate-role',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: 'Check a role as it would be created: the form rules, the name, the permissions',
        security,
        body: validateRoleRequestSchema,
        response: { 200: validateRoleResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ValidateRoleResponse> => {
      const role = request.body;
      const { licenseId } = await licensedAccess(db, request);
      const verdict = validatePermissions(role.permissions, role.scope_type);
      const problems: string[] = [];
      const name = role.name.trim();
      if (name === '') problems.push(roleFormMessages.nameRequired);
      else if (name.length < ROLE_NAME_MIN_LENGTH) problems.push(roleFormMessages.nameTooShort);
      if (role.scope_type !== DEFAULT_SCOPE_TYPE && !role.scope_ref) {
        problems.push(roleFormMessages.scopeRefRequired);
      }
      if (role.permissions.length === 0) problems.push(roleFormMessages.permissionRequired);
      if (role.permissions.includes(WILDCARD_PERMISSION)) {
        problems.push(roleFormMessages.wildcardNotAllowed);
      }
      if (name !== '') {
        const [clash] = await withTenant(db, licenseId, (t) =>
          t.select(businessRoles, sql`lower(${businessRoles.name}) = lower(${name})`),
        );
        if (clash) problems.push(accessMessages.roleNameTaken);
      }
      return {
        ...verdict,
        valid: verdict.valid && problems.length === 0,
        errors: problems,
        warnings: [],
      };
    },
  );
}
