/**
 * The baseline of bench/http.ts: a bare Fastify with one route, started as its own process
 * (`node --import tsx bench/hello-world-server.ts`, HOST and PORT from the environment).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
