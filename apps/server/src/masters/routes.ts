// Masters, their schedules and /stats/master/me (part 2 §7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export async function masterRoutes(_parent: FastifyInstance, _ctx: AppContext) {}
