import type { FastifyReply } from 'fastify';

/**
 * Catalogue reads: the browser keeps the answer but asks again every time; the ETag (see app.ts)
 * turns an unchanged answer into a body-less 304, and an admin's change shows at once.
 */
export function revalidateEachTime(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
}

/**
 * Whether an If-None-Match header names one of `tags`, or `*` (weak comparison, RFC 9110
 * §13.1.2: `W/"x"` and `"x"` are the same tag there).
 */
export function namesAnyTag(ifNoneMatch: string | undefined, tags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  const named = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return named.includes('*') || tags.some((tag) => named.includes(tag));
}
