import cluster from 'node:cluster';
import { runPrimary } from './cluster-primary.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseLockedError } from './db/database.ts';
import { startServer } from './start.ts';

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const server = await startServer(config, { worker: cluster.isWorker });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const outcome = await server.close();
    server.app.log.info({ outcome }, 'stopped');
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // a worker whose primary is gone can take no new connection: it finishes and stops
  if (cluster.isWorker) process.on('disconnect', () => void stop('primary gone'));
  await server.app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
