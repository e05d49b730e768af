import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server.ts';
import { E2E_WORKERS } from './workers.ts';

/**
 * One built server with a fresh embedded database for each worker of the browser tests of this
 * run (one build shared by all): the files of a worker run one after another on its server.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, startServer));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('admin', ADMIN);
  return async () => {
    for (const server of servers) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  };
}

function startServer() {
  return startBuiltServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // lets a test stand for another client address through X-Forwarded-For (login throttling)
    TRUST_PROXY: '1',
    // the browser tests click a lot from one address
    RATE_LIMIT_PUBLIC_READS: '0',
    RATE_LIMIT_RENDERS: '0',
    // the recipe-import test serves its recipe page from a local site
    IMPORT_ALLOW_HOSTS: '127.0.0.1',
  });
}

const ADMIN = { username: 'owner', email: 'owner@chhiwat.test', password: 'Tajine-Zitoun-2025!' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    admin: typeof ADMIN;
  }
}
