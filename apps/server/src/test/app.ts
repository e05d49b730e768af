import { buildApp } from '../app.ts';
import type { DatabaseKind } from '../db/database.ts';
import { createTestDatabase } from './database.ts';

/** The real app on a fresh database of the given kind; close() ends both. */
export async function createTestApp(kind: DatabaseKind, options: { seeded?: boolean } = {}) {
  const database = await createTestDatabase(kind, options);
  const app = await buildApp({ database });
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
