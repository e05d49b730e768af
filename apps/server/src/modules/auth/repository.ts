import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const adminProfileColumns = [
  'a.id',
  'a.username',
  'a.email',
  'a.role',
  'a.role_template',
  'a.permissions',
  'a.is_active',
  'a.last_login',
  'a.created_at',
] as const;

export function findAdminForLogin(db: Kysely<Database>, identifier: string) {
  const lower = identifier.toLowerCase();
  return db
    .selectFrom('admins as a')
    .select([...adminProfileColumns, 'a.password_hash'])
    .where((eb) =>
      eb.or([eb(eb.fn('lower', ['a.username']), '=', lower), eb('a.email', '=', lower)]),
    )
    .executeTakeFirst();
}

export function findSessionAdmin(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select([...adminProfileColumns, 's.expires_at', 's.remember'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  session: {
    tokenHash: string;
    adminId: number;
    remember: boolean;
    expiresAt: Date;
    userAgent?: string;
    ip: string;
  },
) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      admin_id: session.adminId,
      remember: session.remember,
      expires_at: session.expiresAt,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
      ip: session.ip,
    })
    .execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export function readAttempts(db: Kysely<Database>, keys: string[]) {
  return db.selectFrom('login_attempts').selectAll().where('key', 'in', keys).execute();
}

/**
 * Adds one failure to a key and returns its new count, in one statement (safe across processes).
 * The count starts again after a block has run out, or when the last failure is older than `staleBefore`.
 */
export async function addFailure(db: Kysely<Database>, key: string, now: Date, staleBefore: Date) {
  const { rows } = await sql<{ failures: number }>`
    insert into login_attempts as a (key, failures, updated_at) values (${key}, 1, ${now})
    on conflict (key) do update set
      failures = case when a.blocked_until <= ${now} or a.updated_at <= ${staleBefore} then 1 else a.failures + 1 end,
      blocked_until = case when a.blocked_until <= ${now} then null else a.blocked_until end,
      updated_at = ${now}
    returning failures`.execute(db);
  return rows[0]?.failures ?? 1;
}

export async function blockKeys(db: Kysely<Database>, keys: string[], until: Date) {
  await db
    .updateTable('login_attempts')
    .set({ blocked_until: until })
    .where('key', 'in', keys)
    .execute();
}

export async function clearAttempts(db: Kysely<Database>, keys: string[]) {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

export async function recordLogin(db: Kysely<Database>, adminId: number, now: Date) {
  await db.updateTable('admins').set({ last_login: now }).where('id', '=', adminId).execute();
}
