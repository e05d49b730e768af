/**
 * The baselines of bench/http.ts: a bare Fastify answering a small JSON object (`/`) or N bytes
 * (`/bytes/N`), started as its own process
 * (`node --import tsx bench/hello-world-server.ts`, HOST and PORT from the environment).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

// The same number of bytes as an answer of ours, sent as they are: what moving that body costs
// this machine and the load generator, whatever makes it.
const bodies = new Map<number, Buffer>();
app.get<{ Params: { size: string } }>('/bytes/:size', async (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 10 * 1024 * 1024);
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = randomBytes(size)));
  return reply.type('application/octet-stream').send(body);
});

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
