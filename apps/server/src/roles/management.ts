// /role-management/* (part 2 §7 "Roles and meta"): the role audit log (assignment and permission
// entries) and a role's statistics (part 2 §3 "Role stats"). Tenant-scoped through withTenant; a
// role of another license is a 404 like a missing one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, max } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isoDateTimeSchema, orNull } from '@beautydesk/domain/schemas/common';
import { roleStatsSchema } from '@beautydesk/domain/schemas/roles';
import type { AppContext } from '../context.ts';
import { businessRoles, licenses, users } from '../db/schema.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { accessMessages } from '../messages.ts';
import { accessOf, licensedAccess, requirePermission } from '../auth/access.ts';
import { requireAuth } from '../auth/require-auth.ts';

/** The role audit log (migration 0004; a tenant table). Kept here beside the only code using it. */
export const roleAuditLog = pgTable(
  'role_audit_log',
  {
    license_id: uuid('license_id')
      .notNull()
      .references(() => licenses.id),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<RoleLogKind>().notNull(),
    role_id: uuid('role_id').notNull(),
    user_id: uuid('user_id').references(() => users.id),
    actor_user_id: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.license_id, table.id] }),
    index('role_audit_log_license_role_idx').on(
      table.license_id,
      table.role_id,
      table.kind,
      table.created_at,
    ),
  ],
);

export type RoleLogKind = 'assignment' | 'permission';
type RoleLogRow = typeof roleAuditLog.$inferSelect;

export const roleManagementMessages = {
  userNotFound: 'Пользователь не найден',
  permissionChangeRequired: 'Укажите добавленные или удалённые разрешения',
} as const;

// The domain has no schema for the two log bodies (the spec names only the paths), so they are
// defined here, strict (unknown fields are refused) and bounded. Move them to
// packages/domain/src/schemas/roles.ts when the client starts sending them.
const reasonSchema = z.string().trim().max(500).optional();
const permissionListSchema = z.array(z.string().trim().min(1).max(100)).max(200).default([]);

export const assignmentLogBodySchema = z
  .object({
    role_id: z.uuid(),
    /** The user the role was assigned to (a user of the caller's license). */
    user_id: z.uuid(),
    /** The role the user held before, when known. */
    previous_role_id: z.uuid().nullish(),
    reason: reasonSchema,
  })
  .strict();
export type AssignmentLogBody = z.infer<typeof assignmentLogBodySchema>;

export const permissionLogBodySchema = z
  .object({
    role_id: z.uuid(),
    added: permissionListSchema,
    removed: permissionListSchema,
    reason: reasonSchema,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.added.length === 0 && body.removed.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['added'],
        message: roleManagementMessages.permissionChangeRequired,
      });
    }
  });
export type PermissionLogBody = z.infer<typeof permissionLogBodySchema>;

/** One stored entry as the API answers it. */
export const roleLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['assignment', 'permission']),
  role_id: z.string(),
  user_id: z.string().nullable(),
  actor_user_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: isoDateTimeSchema,
});
export type RoleLogEntry = z.infer<typeof roleLogEntrySchema>;

/**
 * The domain's role stats plus what the log makes computable: the total number of assignments,
 * the newest one's time, and the assignments per user id.
 */
export const roleStatsWireSchema = roleStatsSchema.extend({
  assignment_count: z.number().int(),
  last_assignment_at: orNull(isoDateTimeSchema),
  assignment_counts: z.record(z.string(), z.number().int()),
});
export type RoleStatsWire = z.output<typeof roleStatsWireSchema>;

export function toLogEntry(row: RoleLogRow): RoleLogEntry {
  return {
    id: row.id,
    kind: row.kind,
    role_id: row.role_id,
    user_id: row.user_id,
    actor_user_id: row.actor_user_id,
    details: row.details,
    created_at: row.created_at.toISOString(),
  };
}

const idParams = z.object({ id: z.uuid() });
export async function roleManagementRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const authenticated = requireAuth(ctx.tokens);
  const guard = (...names: string[]) => [authenticated, requirePermission(db, ...names)];
  const security = [{ bearerAuth: [] }];
  const WRITE = ['roles.manage', 'users.manage'];
  const VIEW = ['roles.view', 'roles.manage', 'users.manage'];

  /** The role in this license, or 404 (another license's role looks exactly like a missing one). */
  async function findRole(t: TenantScope, id: string) {
    const [row] = await t.select(businessRoles, eq(businessRoles.id, id));
    if (!row) throw new HttpError(404, accessMessages.roleNotFound);
    return row;
  }

  async function appendEntry(
    request: FastifyRequest,
    kind: RoleLogKind,
    roleId: string,
    userId: string | null,
    details: Record<string, unknown>,
    check: (t: TenantScope) => Promise<void> = async () => undefined,
  ): Promise<RoleLogEntry> {
    const { licenseId } = await licensedAccess(db, request);
    const { actor } = await accessOf(db, request);
    const [row] = await withTenant(db, licenseId, async (t) => {
      await findRole(t, roleId);
      await check(t);
      return t.insert(roleAuditLog, {
        kind,
        role_id: roleId,
        user_id: userId,
        actor_user_id: actor.id,
        details,
      });
    });
    return toLogEntry(row as RoleLogRow);
  }

  app.post(
    '/role-management/assignment-log',
    {
      preValidation: guard(...WRITE),
      schema: {
        tags: ['roles'],
        summary: 'Record that a role was assigned to a user of the license',
        security,
        body: assignmentLogBodySchema,
        response: { 201: roleLogEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const entry = await appendEntry(
        request,
        'assignment',
        body.role_id,
        body.user_id,
        {
          previous_role_id: body.previous_role_id ?? null,
          ...(body.reason ? { reason: body.reason } : {}),
        },
        async (t) => {
          const [user] = await t.tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, body.user_id), eq(users.license_id, t.licenseId)));
          if (!user) throw new HttpError(404, roleManagementMessages.userNotFound);
          if (body.previous_role_id) await findRole(t, body.previous_role_id);
        },
      );
      reply.code(201);
      return entry;
    },
  );

  app.post(
    '/role-management/permission-log',
    {
      preValidation: guard(...WRITE),
      schema: {
        tags: ['roles'],
        summary: "Record a change of a role's permissions",
        security,
        body: permissionLogBodySchema,
        response: { 201: roleLogEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const entry = await appendEntry(request, 'permission', body.role_id, null, {
        added: [...new Set(body.added)],
        removed: [...new Set(body.removed)],
        ...(body.reason ? { reason: body.reason } : {}),
      });
      reply.code(201);
      return entry;
    },
  );

  app.get(
    '/role-management/roles/:id/stats',
    {
      preValidation: guard(...VIEW),
      schema: {
        tags: ['roles'],
        summary: "A role's users and assignment history",
        security,
        params: idParams,
        response: { 200: roleStatsWireSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<RoleStatsWire> => {
      const { licenseId } = await licensedAccess(db, request);
      return withTenant(db, licenseId, async (t) => {
        const role = await findRole(t, request.params.id);
        const holders = await t.tx
          .select({ active: users.is_active, n: count() })
          .from(users)
          .where(and(eq(users.license_id, licenseId), eq(users.business_role_id, role.id)))
          .groupBy(users.is_active);
        const userCount = holders.reduce((sum, row) => sum + row.n, 0);
        const activeCount = holders.find((row) => row.active)?.n ?? 0;
        const perUser = await t.tx
          .select({ userId: roleAuditLog.user_id, n: count(), last: max(roleAuditLog.created_at) })
          .from(roleAuditLog)
          .where(
            t.scoped(
              roleAuditLog,
              and(eq(roleAuditLog.role_id, role.id), eq(roleAuditLog.kind, 'assignment')),
            ),
          )
          .groupBy(roleAuditLog.user_id)
          .orderBy(desc(count()));
        const lastAssignment = perUser.reduce<Date | null>(
          (latest, row) => (row.last && (!latest || row.last > latest) ? row.last : latest),
          null,
        );
        return {
          role_id: role.id,
          role_name: role.name,
          user_count: userCount,
          active_user_count: activeCount,
          // Permission use is not recorded anywhere yet: nothing to count.
          permission_usage: {},
          // A role has one scope, so all its users are in it.
          scope_distribution: userCount > 0 ? { [role.scope_type]: userCount } : {},
          created_at: role.created_at.toISOString(),
          last_modified: role.updated_at.toISOString(),
          // Sessions are not recorded (a refresh-token family has no end time): not computable.
          average_session_duration: null,
          most_used_features: [],
          assignment_count: perUser.reduce((sum, row) => sum + row.n, 0),
          last_assignment_at: lastAssignment?.toISOString() ?? null,
          // Entries whose user was deleted (user_id set null) count in assignment_count only.
          assignment_counts: Object.fromEntries(
            perUser.flatMap((row) => (row.userId ? [[row.userId, row.n]] : [])),
          ),
        };
      });
    },
  );
}
