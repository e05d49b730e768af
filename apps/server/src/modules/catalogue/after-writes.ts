import type { FastifyInstance, onResponseHookHandler, onSendHookHandler } from 'fastify';
import type { ContentVersionWatch } from '../../platform/content-version.ts';
import { isSafeMethod } from '../../platform/http-methods.ts';
import type { PublicCatalogue } from './service.ts';

/**
 * Everything a write through this process (an admin save, a publish, a delete) does to what the
 * public side keeps, in one place. A write route calls nothing: the database moves the content
 * version itself (its triggers, migrations 0002 and 0004), and this attaches to every route that
 * can write, as it is added, so call it before the routes.
 *
 * 1. Before the answer leaves, whatever its status, the version watch forgets what it knew: the
 *    next public read asks the database (one tiny query at most), so the writer sees the change on
 *    the very next read. What is kept per content version follows from that read: the response
 *    cache drops its entries (platform/response-cache.ts), the snapshot is rebuilt, the offline
 *    catalogue and the sitemap are made again; the pictures' and share images' URLs carry tokens
 *    of what they show, so a change gives new URLs.
 * 2. Once answered, the snapshot is brought up to date at once (a version read, and a rebuild if
 *    the catalogue moved), so the next visitor does not wait for it.
 *
 * Another server process sees the change within VERSION_CHECK_MS (platform/content-version.ts).
 */
export function refreshAfterWrites(
  app: FastifyInstance,
  {
    versions,
    catalogue,
  }: {
    versions: Pick<ContentVersionWatch, 'invalidate'>;
    catalogue: Pick<PublicCatalogue, 'current'>;
  },
) {
  const forget: onSendHookHandler = (request, _reply, payload, done) => {
    if (!isSafeMethod(request.method)) versions.invalidate();
    done(null, payload);
  };
  const refresh: onResponseHookHandler = (request, _reply, done) => {
    if (!isSafeMethod(request.method))
      catalogue.current().catch((error: unknown) => {
        request.log.warn({ err: error }, 'catalogue refresh after a write failed');
      });
    done();
  };
  // Attached to the routes that can write, so a read (the hot path) runs no hook for it.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every(isSafeMethod)) return;
    route.onSend = [...[route.onSend ?? []].flat(), forget];
    route.onResponse = [...[route.onResponse ?? []].flat(), refresh];
  });
}
