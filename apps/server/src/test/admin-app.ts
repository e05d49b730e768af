import { afterAll, beforeAll } from 'vitest';
import { createAccount, signIn } from './admins.ts';
import { createTestApp, type TestApp } from './app.ts';
import type { DatabaseKind } from '../db/database.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A seeded app on one database kind with the admin "amina" signed in, made before the enclosing
 * describe block's tests and closed after them (`t` and `cookie` are set once beforeAll has run).
 */
export function signedInAdminApp(kind: DatabaseKind) {
  const admin = {
    t: undefined as unknown as TestApp,
    cookie: '',
    /** A request carrying amina's session. */
    send: (method: Method, url: string, payload?: object) =>
      admin.t.app.inject({
        method,
        url,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      }),
  };
  beforeAll(async () => {
    admin.t = await createTestApp(kind, { seeded: true });
    await createAccount(admin.t.db, { username: 'amina' });
    admin.cookie = await signIn(admin.t.app, 'amina');
  });
  afterAll(() => admin.t.close());
  return admin;
}
