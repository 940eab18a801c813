// /tasks/*: the AI chat's tasks and their messages (spec part 1 §2, §4, §5, §7). A task belongs to
// the user who created it (the impersonated account while impersonating) and only they reach it;
// POST /tasks/{id}/messages/stream answers newline-separated JSON events from the assistant.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isPlatformSuperadmin } from '@beautydesk/domain/rules/claims';
import { chatMessages } from '@beautydesk/domain/messages/chat';
import { limitSchema } from '@beautydesk/domain/schemas/common';
import {
  sendMessagePayloadSchema,
  taskCreatePayloadSchema,
  taskListQuerySchema,
  taskListSchema,
  taskMessagesSchema,
  taskSchema,
  taskUpdatePayloadSchema,
  streamEventSchema,
  type StreamEvent,
  type Task,
  type TaskMessageWire,
} from '@beautydesk/domain/schemas/tasks';
import type { AppContext } from '../context.ts';
import { accessOf } from '../auth/access.ts';
import { authOf, requireAuth } from '../auth/require-auth.ts';
import { withTenant, type TenantScope } from '../db/tenant.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { strictBody } from '../http/validation.ts';
import { studioTodays } from '../studios/clock.ts';
import { serverMessages } from '../messages.ts';
import { assistantFor } from './assistant/settings.ts';
import { Toolbox, type ApiCaller } from './assistant/tools.ts';
import type { AssistantProvider } from './assistant/types.ts';
import { assistantTexts, taskServerMessages } from './messages.ts';
import { taskMessages, tasks } from './tables.ts';

type TaskRow = typeof tasks.$inferSelect;
type MessageRow = typeof taskMessages.$inferSelect;

/** Text caps (the domain names none). */
export const TASK_MAX = { title: 200, status: 50, priority: 50 } as const;
export const MESSAGE_MAX = { content: 4000 } as const;
export const MAX_TASK_LIST_LIMIT = 1000;
/** The earlier messages handed to the assistant with a new one. */
const HISTORY_FOR_ASSISTANT = 20;

const createBody = strictBody(taskCreatePayloadSchema, TASK_MAX);
const updateBody = strictBody(taskUpdatePayloadSchema, TASK_MAX);
const sendBody = strictBody(sendMessagePayloadSchema, MESSAGE_MAX);
const listQuery = taskListQuerySchema.extend({
  limit: limitSchema.pipe(z.number().max(MAX_TASK_LIST_LIMIT)).default(100),
});
const idParams = z.object({ id: z.uuid() });

export function toTaskWire(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toMessageWire(row: MessageRow): TaskMessageWire {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    tool_calls: row.tool_calls,
    created_at: row.created_at.toISOString(),
  };
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const line = (event: StreamEvent) => `${JSON.stringify(event)}\n`;

export async function taskRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const assistant: AssistantProvider = assistantFor(ctx.assistant);
  const authenticated = requireAuth(ctx.tokens);
  const security = [{ bearerAuth: [] }];
  const tags = ['tasks'];

  /** Platform admins only while impersonating (part 1 §5); then the target's license applies. */
  async function ownerOf(request: FastifyRequest): Promise<{ licenseId: string; userId: string }> {
    const access = await accessOf(db, request);
    const impersonating = Boolean(authOf(request).impersonation?.target);
    if (!impersonating && isPlatformSuperadmin(access.actor.platform_role)) {
      throw new HttpError(403, chatMessages.platformAdminWithoutImpersonation);
    }
    if (!access.licenseId) throw new HttpError(400, serverMessages.licenseRequired);
    return { licenseId: access.licenseId, userId: access.subject.id };
  }
  const guard = [
    authenticated,
    async (request: FastifyRequest) => {
      await ownerOf(request);
    },
  ];

  /** The caller's own task; anyone else's (or another license's) is "not found". */
  async function findTask(t: TenantScope, id: string, userId: string): Promise<TaskRow> {
    const [row] = await t.select(tasks, and(eq(tasks.id, id), eq(tasks.user_id, userId)));
    if (!row) throw new HttpError(404, taskServerMessages.taskNotFound);
    return row;
  }

  /** The server's own API as the request's user: same token, so same rights and license. */
  function apiAs(request: FastifyRequest): ApiCaller {
    const route = request.routeOptions.url ?? '';
    const prefix = route.slice(0, route.indexOf('/tasks/'));
    const authorization = request.headers.authorization ?? '';
    return async (method, path, body) => {
      const response = await parent.inject({
        method,
        url: `${prefix}${path}`,
        headers: { authorization, 'x-request-id': `${request.id}-tool` },
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      return { status: response.statusCode, body: parseJson(response.body) };
    };
  }

  app.get(
    '/tasks',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The caller's tasks, oldest first (skip 0, limit 100)",
        security,
        querystring: listQuery,
        response: { 200: taskListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { licenseId, userId } = await ownerOf(request);
      const { skip, limit } = request.query;
      return withTenant(db, licenseId, async (t) => {
        const rows = await t.tx
          .select()
          .from(tasks)
          .where(t.scoped(tasks, eq(tasks.user_id, userId)))
          .orderBy(asc(tasks.created_at), asc(tasks.id))
          .limit(limit)
          .offset(skip);
        return rows.map(toTaskWire);
      });
    },
  );

  app.post(
    '/tasks',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Create a task (status active and priority today unless given)',
        security,
        body: createBody,
        response: { 201: taskSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { licenseId, userId } = await ownerOf(request);
      const body = request.body;
      const row = await withTenant(db, licenseId, async (t) => {
        const [created] = await t.insert(tasks, {
          user_id: userId,
          title: body.title,
          status: body.status,
          priority: body.priority,
        });
        return created as TaskRow;
      });
      reply.code(201);
      return toTaskWire(row);
    },
  );

  app.get(
    '/tasks/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'One of the caller’s tasks',
        security,
        params: idParams,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId, userId } = await ownerOf(request);
      return toTaskWire(
        await withTenant(db, licenseId, (t) => findTask(t, request.params.id, userId)),
      );
    },
  );

  app.put(
    '/tasks/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Change a task (any of title, status, priority)',
        security,
        params: idParams,
        body: updateBody,
        response: { 200: taskSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId, userId } = await ownerOf(request);
      const body = request.body;
      const row = await withTenant(db, licenseId, async (t) => {
        const current = await findTask(t, request.params.id, userId);
        const changes = Object.fromEntries(
          (['title', 'status', 'priority'] as const).flatMap((field) =>
            body[field] === undefined ? [] : [[field, body[field]]],
          ),
        );
        if (Object.keys(changes).length === 0) return current;
        const [updated] = await t.update(
          tasks,
          { ...changes, updated_at: new Date() },
          eq(tasks.id, current.id),
        );
        return updated as TaskRow;
      });
      return toTaskWire(row);
    },
  );

  app.delete(
    '/tasks/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Delete a task and its messages',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { licenseId, userId } = await ownerOf(request);
      await withTenant(db, licenseId, async (t) => {
        const current = await findTask(t, request.params.id, userId);
        await t.delete(tasks, eq(tasks.id, current.id));
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/tasks/:id/messages',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "A task's messages, oldest first; AI replies carry the tool calls they made",
        security,
        params: idParams,
        response: { 200: taskMessagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { licenseId, userId } = await ownerOf(request);
      return withTenant(db, licenseId, async (t) => {
        const task = await findTask(t, request.params.id, userId);
        const rows = await t.tx
          .select()
          .from(taskMessages)
          .where(t.scoped(taskMessages, eq(taskMessages.task_id, task.id)))
          .orderBy(asc(taskMessages.seq));
        return rows.map(toMessageWire);
      });
    },
  );

  app.post(
    '/tasks/:id/messages/stream',
    {
      preValidation: guard,
      schema: {
        tags,
        summary:
          'Send a message; the reply streams as application/x-ndjson lines: {event: chunk, content}, {event: tool_call, id, name, arguments, result}, {event: error, details}',
        security,
        params: idParams,
        body: sendBody,
        response: {
          // The stream itself: one JSON event a line (validated line by line, not as one body).
          200: {
            description: "The assistant's reply as newline-delimited JSON events",
            content: { 'application/x-ndjson': { schema: streamEventSchema } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { licenseId, userId } = await ownerOf(request);
      const content = request.body.content;
      const history = await withTenant(db, licenseId, async (t) => {
        const task = await findTask(t, request.params.id, userId);
        const rows = await t.tx
          .select()
          .from(taskMessages)
          .where(t.scoped(taskMessages, eq(taskMessages.task_id, task.id)))
          .orderBy(asc(taskMessages.seq));
        await t.insert(taskMessages, { task_id: task.id, type: 'user', content });
        await t.update(tasks, { updated_at: new Date() }, eq(tasks.id, task.id));
        return rows.slice(-HISTORY_FOR_ASSISTANT).map((row) => ({
          type: row.type,
          content: row.content,
          tool_calls: row.tool_calls,
        }));
      });

      const taskId = request.params.id;
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      // The salon's "today" for the assistant: its studios' own clocks, not the server's (issue 18).
      const todayOf = await studioTodays(db, licenseId, ctx.now());
      const tools = new Toolbox(apiAs(request), todayOf);
      const log = request.log;

      async function* lines(): AsyncGenerator<string> {
        let text = '';
        let failure: string | null = null;
        try {
          for await (const event of assistant.reply({
            history,
            message: content,
            tools,
            today: todayOf(null),
            signal: controller.signal,
          })) {
            if (event.event === 'chunk') text += event.content;
            if (event.event === 'error') failure = event.details;
            yield line(event);
          }
        } catch (error) {
          log.error({ err: error }, 'assistant reply failed');
          failure = assistantTexts.providerFailed(assistantTexts.toolFailed);
          yield line({ event: 'error', details: failure });
        } finally {
          // The reply is kept even when the client left early, so a reload shows what was done.
          const stored =
            text || (controller.signal.aborted ? assistantTexts.stopped : failure) || '';
          if (stored || tools.calls.length > 0) {
            try {
              await withTenant(db, licenseId, async (t) => {
                const [task] = await t.select(tasks, eq(tasks.id, taskId));
                if (!task) return;
                await t.insert(taskMessages, {
                  task_id: taskId,
                  type: 'ai',
                  content: stored,
                  tool_calls: tools.calls,
                });
              });
            } catch (error) {
              log.error({ err: error }, 'could not store the assistant reply');
            }
          }
        }
      }

      reply
        .code(200)
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no');
      // A stream is piped as it is (no response schema applies); the type provider only knows JSON.
      return reply.send(Readable.from(lines(), { objectMode: false }) as never);
    },
  );
}
