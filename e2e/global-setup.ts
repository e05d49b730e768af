import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server.ts';

/** One built server with a fresh embedded database for the browser tests of this run. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
