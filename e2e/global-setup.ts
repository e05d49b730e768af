import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server.ts';

/** One built server with a fresh embedded database for the browser tests of this run. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({
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
  project.provide('baseUrl', server.url);
  project.provide('admin', ADMIN);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

const ADMIN = { username: 'owner', email: 'owner@chhiwat.test', password: 'Tajine-Zitoun-2025!' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: typeof ADMIN;
  }
}
