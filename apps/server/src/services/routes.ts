// Services and per-studio pricing; pricing analysis (part 2 §7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export async function serviceRoutes(_parent: FastifyInstance, _ctx: AppContext) {}
