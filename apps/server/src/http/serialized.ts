// An answer serialized ahead (reply.serialize: the route's own response schema), to be kept and
// sent again as it is (db/tenant-epochs.ts keeps a hot list's answers).
import type { FastifyReply } from 'fastify';

export type Serialized = ReturnType<FastifyReply['serialize']>;

/**
 * Sends `body` unchanged: Fastify serializes no string or buffer whose type is already JSON. The
 * route's typed reply expects the object its schema describes; this is that object, serialized.
 */
export function sendSerialized(reply: FastifyReply, body: Serialized): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
