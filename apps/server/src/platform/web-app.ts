import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isKnownAppPath } from '@chhiwat/core';
import { errorBody } from './errors.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated every time,
 * the app's HTML for its own routes (404 status for unknown paths) and JSON 404s under /api.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml =
    indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  if (webDist && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? ONE_YEAR : 'public, max-age=0, must-revalidate');
      },
    });
  }

  const sendApp = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  if (indexHtml) app.get('/', (_request, reply) => sendApp(reply, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && indexHtml;
    if (pathname.startsWith('/api/') || pathname === '/api' || !wantsPage) {
      return reply
        .status(404)
        .send(errorBody('not_found', `No route for ${request.method} ${pathname}`));
    }
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendApp(reply, isKnownAppPath(pathname) ? 200 : 404);
  });
}
