import type { FastifyReply } from 'fastify';

/**
 * Catalogue reads: the browser keeps the answer but asks again every time; the ETag (see app.ts)
 * turns an unchanged answer into a body-less 304, and an admin's change shows at once.
 */
export function revalidateEachTime(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}
