// GET /api/v1/dev/outbox: the development outbox, for tests and the end-to-end suite (never with SMTP or in production).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { readOutbox } from './mailer.ts';

const outboxQuerySchema = z
  .object({
    to: z.string().trim().min(1).max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
});

export async function devOutboxRoutes(parent: FastifyInstance, ctx: AppContext) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the development outbox kept, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({
      messages: await readOutbox(ctx.db, request.query.to, request.query.limit),
    }),
  );
}
