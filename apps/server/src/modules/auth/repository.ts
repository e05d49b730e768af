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

export interface NewSession {
  tokenHash: string;
  adminId: number;
  remember: boolean;
  expiresAt: Date;
  userAgent?: string;
  ip: string;
}

const sessionRow = (session: NewSession) => ({
  token_hash: session.tokenHash,
  admin_id: session.adminId,
  remember: session.remember,
  expires_at: session.expiresAt,
  user_agent: session.userAgent?.slice(0, 500) ?? null,
  ip: session.ip,
});

/**
 * Opens a session only while the account is still active and its password is still the one just
 * verified. The account's row is read FOR SHARE, so a sign-in racing a deactivation or a password
 * reset waits for it and then opens nothing: no session outlives the change that should end it.
 */
export async function insertSessionIfUnchanged(
  db: Kysely<Database>,
  session: NewSession,
  verifiedHash: string,
): Promise<boolean> {
  const row = sessionRow(session);
  const result = await db
    .insertInto('sessions')
    .columns(['token_hash', 'admin_id', 'remember', 'expires_at', 'user_agent', 'ip'])
    .expression((eb) =>
      eb
        .selectFrom('admins')
        .select([
          eb.val(row.token_hash).as('token_hash'),
          'id',
          eb.val(row.remember).as('remember'),
          eb.val(row.expires_at).as('expires_at'),
          eb.val(row.user_agent).as('user_agent'),
          eb.val(row.ip).as('ip'),
        ])
        .where('id', '=', session.adminId)
        .where('is_active', '=', true)
        .where('password_hash', '=', verifiedHash)
        .forShare(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertSession(db: Kysely<Database>, session: NewSession) {
  await db.insertInto('sessions').values(sessionRow(session)).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an admin; returns how many there were. */
export async function deleteAdminSessions(db: Kysely<Database>, adminId: number) {
  const result = await db.deleteFrom('sessions').where('admin_id', '=', adminId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date) {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Forgets counts that would start again from zero anyway: a block that has run out, or no attempt
 * since `staleBefore` (reserveAttempt treats both as a fresh start), so the table does not grow.
 */
export async function deleteStaleAttempts(db: Kysely<Database>, now: Date, staleBefore: Date) {
  const result = await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb('blocked_until', '<=', now),
        eb.and([eb('blocked_until', 'is', null), eb('updated_at', '<=', staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A throttled key and its number of failures: 'name:<identifier as typed>', 'admin:<id>' (or
 * 'nobody:<identifier>' for a name no account has), 'address:<IPv4 or IPv6 /64>'.
 */
export interface AttemptBudget {
  key: string;
  limit: number;
}

/** Thrown inside the reservation transaction to roll back the slots already taken. */
class NoSlotLeft extends Error {
  constructor(readonly key: string) {
    super(`no login attempt left for ${key}`);
  }
}

/**
 * Takes one attempt from every budget, all or none, before the password is verified: the counts
 * including this attempt, or the key that had no slot left. Budgets are taken in the order given
 * (name, account, address: each kind of key always in the same place), so two of these
 * transactions never wait on each other in a cycle.
 */
export async function reserveAttempts(
  db: Kysely<Database>,
  budgets: AttemptBudget[],
  now: Date,
  staleBefore: Date,
): Promise<{ counts: number[] } | { refusedKey: string }> {
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const taken: number[] = [];
      for (const budget of budgets) {
        const count = await reserveAttempt(trx, budget, now, staleBefore);
        if (count === undefined) throw new NoSlotLeft(budget.key);
        taken.push(count);
      }
      return taken;
    });
    return { counts };
  } catch (error) {
    if (error instanceof NoSlotLeft) return { refusedKey: error.key };
    throw error;
  }
}

/**
 * One statement, so processes sharing the database cannot overdraw a budget: adds the attempt and
 * returns the new count, or takes nothing and returns undefined while the key is blocked or its slots
 * are all held by failures and attempts still being verified. The count starts again at 1 once a
 * block has run out, or when the last attempt is older than `staleBefore`.
 */
async function reserveAttempt(
  db: Kysely<Database>,
  { key, limit }: AttemptBudget,
  now: Date,
  staleBefore: Date,
): Promise<number | undefined> {
  const restarts = sql`(a.blocked_until <= ${now} or (a.blocked_until is null and a.updated_at <= ${staleBefore}))`;
  const { rows } = await sql<{ failures: number }>`
    insert into login_attempts as a (key, failures, updated_at) values (${key}, 1, ${now})
    on conflict (key) do update set
      failures = case when ${restarts} then 1 else a.failures + 1 end,
      blocked_until = null,
      updated_at = ${now}
    where ${restarts} or (a.blocked_until is null and a.failures < ${limit})
    returning failures`.execute(db);
  return rows[0]?.failures;
}

export async function readBlockedUntil(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select('blocked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.blocked_until ?? null;
}

export async function blockKeys(db: Kysely<Database>, keys: string[], until: Date) {
  await db
    .updateTable('login_attempts')
    .set({ blocked_until: until })
    .where('key', 'in', keys)
    .execute();
}

/** Gives back a reserved attempt that turned out not to be a failure; earlier failures stay. */
export async function releaseAttempt(db: Kysely<Database>, key: string) {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearAttempts(db: Kysely<Database>, keys: string[]) {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

export async function findPasswordHash(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * Sets an admin's password hash; with `expectedHash`, only if it is still that one (a change raced
 * by another is not overwritten). True when the row was changed.
 */
export async function setPasswordHash(
  db: Kysely<Database>,
  id: number,
  passwordHash: string,
  expectedHash?: string,
) {
  let query = db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', id);
  if (expectedHash !== undefined) query = query.where('password_hash', '=', expectedHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordLogin(db: Kysely<Database>, adminId: number, now: Date) {
  await db.updateTable('admins').set({ last_login: now }).where('id', '=', adminId).execute();
}
