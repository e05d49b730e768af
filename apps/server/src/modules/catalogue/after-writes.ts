import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { isSafeMethod } from '../../platform/http-methods.ts';
import type { CachedAnswers } from '../../platform/response-cache.ts';
import type { CatalogueThread } from './thread-handle.ts';

/**
 * Everything a write through this process (an admin save, a publish, a delete) does to what the
 * public side keeps, in one place. A write route calls nothing: the database moves the content
 * version and logs what changed itself (its triggers, migrations 0002, 0004 and 0007), and this
 * attaches to every route that can write, as it is added, so call it before the routes.
 *
 * Before the answer leaves, whatever its status, the version watch forgets what it knew, the
 * catalogue patches in what the write changed (CatalogueThread.afterWrite), and the response cache
 * makes its most asked answers again under the new version and lets the old ones go
 * (platform/answer-warming.ts), so the writer's next read shows the write. The pictures' and share
 * images' URLs carry tokens of what they show, so a change gives new URLs.
 *
 * Another server process patches the change in within a version check (CatalogueThread.watch).
 */
export function refreshAfterWrites(
  app: FastifyInstance,
  {
    catalogue,
    answers,
  }: { catalogue: Pick<CatalogueThread, 'afterWrite'>; answers: CachedAnswers },
) {
  const refresh: onSendHookHandler = async (request, _reply, payload) => {
    if (isSafeMethod(request.method)) return payload;
    await catalogue.afterWrite().catch((error: unknown) => {
      request.log.warn({ err: error }, 'catalogue refresh after a write failed');
    });
    await answers.settled().catch((error: unknown) => {
      request.log.warn({ err: error }, 'cached answers after a write failed');
    });
    return payload;
  };
  // Attached to the routes that can write, so a read (the hot path) runs no hook for it.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every(isSafeMethod)) return;
    route.onSend = [...[route.onSend ?? []].flat(), refresh];
  });
}
