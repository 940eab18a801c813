// The public booking API, no auth, CORS open, rate-limited (part 2 §7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export async function publicBookingRoutes(_parent: FastifyInstance, _ctx: AppContext) {}
