import type { FastifyInstance } from 'fastify';

/**
 * For a test that wrote behind the app's back, as another server would: brings the app's catalogue
 * up to the database's version now, as its version check does within 250 ms (reads never wait for
 * it, so a fixed delay would race the patch), and its cached answers with it (until then a visitor
 * may get the previous version's: decision 0049). Unlike a writing route, which waits at most 2 s,
 * this waits for the update to end, however slow the machine.
 */
export const caughtUp = async (app: FastifyInstance) => {
  await app.catalogue.afterWrite();
  await app.catalogue.settled();
  await app.cachedAnswers.settled();
};
