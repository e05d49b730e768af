import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { badRequest } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public page: its query is the page's declaration in core (page-query.ts), dropped to what
     * its render reads before the response cache's key, instead of a route schema.
     */
    page?: true;
  }
}

/** The names given more than once in a parsed query (Fastify makes an array of a repeat). */
export function repeatedParams(query: unknown): string[] {
  if (query === null || typeof query !== 'object') return [];
  return Object.entries(query)
    .filter(([, value]) => Array.isArray(value))
    .map(([name]) => name);
}

export const REPEATED_MESSAGE = 'given more than once: send it once';

/**
 * No query parameter of any route may be repeated (every list is comma-separated): a repeat is
 * a 400 naming it, before any other hook reads the query (the rate limit's among them).
 * A callback hook: a read answered from memory pays no promise for it.
 */
const refuseRepeats: onRequestHookHandler = (request, _reply, done) => {
  const repeated = repeatedParams(request.query);
  if (repeated.length === 0) {
    done();
    return;
  }
  const fields = Object.fromEntries(repeated.map((name) => [name, REPEATED_MESSAGE]));
  done(badRequest(`${repeated[0]}: ${REPEATED_MESSAGE}`, fields));
};

/**
 * Bounded work per request: every answer the response cache keeps is made from a query the route
 * declares (a strict schema: an unknown parameter is a 400 naming it; or a page's declaration),
 * so the cache's key space is what the routes read, never what a client invents. A cached route
 * without a declared query fails at start.
 */
export function registerQueryRules(app: FastifyInstance) {
  app.addHook('onRequest', refuseRepeats);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.responseCache || route.config.page) return;
    if (!route.schema?.querystring)
      throw new Error(
        `${route.url}: a cached public read declares its query (schema.querystring; noQuerySchema for none)`,
      );
  });
}
