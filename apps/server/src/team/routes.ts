// Business users and invitations (part 2 §7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export async function teamRoutes(_parent: FastifyInstance, _ctx: AppContext) {}
