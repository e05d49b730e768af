import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  BLOCK_MS,
  MAX_LOGIN_FAILURES,
  MESSAGES,
  REMEMBER_MS,
  remainingMessage,
  SESSION_MS,
} from './constants.ts';
import {
  addFailure,
  blockKeys,
  clearAttempts,
  deleteSession,
  findAdminForLogin,
  findSessionAdmin,
  insertSession,
  readAttempts,
  recordLogin,
} from './repository.ts';

/** Session tokens: 256 random bits in the cookie, only their SHA-256 in the database. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verified against when the account does not exist, so a wrong name costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-Zz9!'));

export type SessionAdmin = NonNullable<Awaited<ReturnType<typeof findSessionAdmin>>>;

export interface LoginRequest {
  identifier: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent?: string;
}

const throttleKeys = (identifier: string, ip: string) => [
  `account:${identifier.toLowerCase()}`,
  `address:${ip}`,
];

/**
 * Signs an admin in: refuses while the account or the address is blocked, counts failures on both
 * (5 → 5 minutes blocked), and on success opens a session of 8 hours or 30 days.
 */
export async function login(db: Kysely<Database>, clock: Clock, request: LoginRequest) {
  const now = clock.now();
  const keys = throttleKeys(request.identifier, request.ip);
  const attempts = await readAttempts(db, keys);
  const blocked = attempts.find((a) => a.blocked_until && a.blocked_until > now);
  if (blocked?.blocked_until) {
    throw new HttpError(429, 'blocked', MESSAGES.blockedWait, undefined, {
      retryAfterSeconds: Math.ceil((blocked.blocked_until.getTime() - now.getTime()) / 1000),
    });
  }

  const admin = await findAdminForLogin(db, request.identifier);
  const valid = admin
    ? await verifyPassword(admin.password_hash, request.password)
    : (await verifyPassword(await timingDummy(), request.password), false);
  if (!admin || !valid) {
    const stale = new Date(now.getTime() - 3 * BLOCK_MS);
    const counts = await Promise.all(keys.map((key) => addFailure(db, key, now, stale)));
    const failures = Math.max(...counts);
    if (failures >= MAX_LOGIN_FAILURES) {
      await blockKeys(db, keys, new Date(now.getTime() + BLOCK_MS));
      throw new HttpError(429, 'blocked', MESSAGES.blockedNow, undefined, {
        retryAfterSeconds: BLOCK_MS / 1000,
      });
    }
    const remaining = MAX_LOGIN_FAILURES - failures;
    throw new HttpError(
      401,
      'invalid_credentials',
      remainingMessage(MESSAGES.invalid, remaining),
      undefined,
      {
        remainingAttempts: remaining,
      },
    );
  }

  await clearAttempts(db, keys);
  if (!admin.is_active) throw new HttpError(403, 'account_disabled', MESSAGES.disabled);

  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + (request.remember ? REMEMBER_MS : SESSION_MS));
  await insertSession(db, {
    tokenHash: hashToken(token),
    adminId: admin.id,
    remember: request.remember,
    expiresAt,
    ip: request.ip,
    ...(request.userAgent ? { userAgent: request.userAgent } : {}),
  });
  await recordLogin(db, admin.id, now);
  const { password_hash: _hash, ...profile } = admin;
  return { token, expiresAt, admin: { ...profile, last_login: now } };
}

export function sessionAdmin(db: Kysely<Database>, clock: Clock, token: string | undefined) {
  return token ? findSessionAdmin(db, hashToken(token), clock.now()) : Promise.resolve(undefined);
}

export const logout = (db: Kysely<Database>, token: string) => deleteSession(db, hashToken(token));
