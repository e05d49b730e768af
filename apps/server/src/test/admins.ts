import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ensureSuperAdmin } from '../modules/admins/bootstrap.ts';
import { hashPassword } from '../platform/passwords.ts';

export const STRONG_PASSWORD = 'Tajine-Zitoun-2025!';

/** An admin account written straight into the database, for tests. */
export async function createAccount(
  db: Kysely<Database>,
  account: {
    username: string;
    role?: 'admin' | 'super_admin';
    is_active?: boolean;
    password?: string;
  },
) {
  await ensureSuperAdmin(db, { email: 'owner@chhiwat.test', password: STRONG_PASSWORD });
  const role = account.role ?? 'admin';
  return db
    .insertInto('admins')
    .values({
      username: account.username,
      email: `${account.username.toLowerCase()}@chhiwat.test`,
      password_hash: await hashPassword(account.password ?? STRONG_PASSWORD),
      role,
      role_template: role,
      permissions: '{}',
      is_active: account.is_active ?? true,
    })
    .returning(['id', 'username', 'email', 'role'])
    .executeTakeFirstOrThrow();
}

/** Signs in through the API and returns the session cookie to send back. */
export async function signIn(
  app: FastifyInstance,
  identifier: string,
  options: { password?: string; remember?: boolean; ip?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: {
      identifier,
      password: options.password ?? STRONG_PASSWORD,
      remember: options.remember ?? false,
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const setCookie = [response.headers['set-cookie']].flat()[0] ?? '';
  return setCookie.split(';')[0] ?? '';
}
