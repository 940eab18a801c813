// Tasks and the AI assistant stream (part 1).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export async function taskRoutes(_parent: FastifyInstance, _ctx: AppContext) {}
