import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, withRemainingAttempts } from '@chhiwat/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import {
  BLOCK_MS,
  FAILURE_WINDOW_MS,
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  REMEMBER_MS,
  SESSION_MS,
} from './constants.ts';
import {
  blockKeys,
  clearAttempts,
  deleteSession,
  findAdminForLogin,
  findSessionAdmin,
  insertSession,
  readBlockedUntil,
  recordLogin,
  releaseAttempt,
  reserveAttempts,
  type AttemptBudget,
} from './repository.ts';

/** Session tokens: 256 random bits in the cookie, only their SHA-256 in the database. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verified against when the account does not exist, so a wrong name costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-Zz9!'));

export interface LoginRequest {
  identifier: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent?: string;
}

type LoginAdmin = NonNullable<Awaited<ReturnType<typeof findAdminForLogin>>>;

/**
 * One budget per account whatever identifier was typed (its id), one per unknown name (so guessing
 * names is throttled too), and one per address across every account.
 */
function throttleBudgets(admin: LoginAdmin | undefined, identifier: string, ip: string) {
  const account: AttemptBudget = {
    key: admin ? `admin:${admin.id}` : `name:${identifier.trim().toLowerCase()}`,
    limit: MAX_ACCOUNT_FAILURES,
  };
  const address: AttemptBudget = { key: `address:${ip}`, limit: MAX_ADDRESS_FAILURES };
  return { account, address };
}

/** An unknown name is verified against a dummy hash, so it costs the same time as a wrong password. */
async function passwordMatches(admin: LoginAdmin | undefined, password: string) {
  if (admin) return verifyPassword(admin.password_hash, password);
  await verifyPassword(await timingDummy(), password);
  return false;
}

async function refusal(db: Kysely<Database>, key: string, now: Date) {
  const blockedUntil = await readBlockedUntil(db, key);
  // No block yet: the last slots are held by attempts still being verified, and one may start it.
  const waitMs =
    blockedUntil && blockedUntil > now ? blockedUntil.getTime() - now.getTime() : BLOCK_MS;
  return new HttpError(429, 'blocked', ADMIN_MESSAGES.blockedWait, undefined, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

type Budgets = ReturnType<typeof throttleBudgets>;

/** The reserved attempt stays counted as the failure; a budget whose last slot it took is blocked. */
async function failure(db: Kysely<Database>, budgets: Budgets, counts: number[], now: Date) {
  const [accountCount = 0, addressCount = 0] = counts;
  const spent = [
    ...(accountCount >= budgets.account.limit ? [budgets.account.key] : []),
    ...(addressCount >= budgets.address.limit ? [budgets.address.key] : []),
  ];
  if (spent.length) {
    await blockKeys(db, spent, new Date(now.getTime() + BLOCK_MS));
    return new HttpError(429, 'blocked', ADMIN_MESSAGES.blockedNow, undefined, {
      retryAfterSeconds: BLOCK_MS / 1000,
    });
  }
  const remaining = MAX_ACCOUNT_FAILURES - accountCount;
  const message = withRemainingAttempts(ADMIN_MESSAGES.invalid, remaining);
  return new HttpError(401, 'invalid_credentials', message, undefined, {
    remainingAttempts: remaining,
  });
}

/**
 * Signs an admin in. The attempt is counted before the password is verified, so parallel attempts
 * cannot outrun the count: at most 5 per account and 20 per address are ever verified, and the one
 * that fails last blocks for 5 minutes. A success gives its attempt back, clears the account's
 * count and opens a session of 8 hours or 30 days.
 */
export async function login(db: Kysely<Database>, clock: Clock, request: LoginRequest) {
  const now = clock.now();
  const admin = await findAdminForLogin(db, request.identifier);
  const budgets = throttleBudgets(admin, request.identifier, request.ip);
  const staleBefore = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const reserved = await reserveAttempts(db, [budgets.account, budgets.address], now, staleBefore);
  if ('refusedKey' in reserved) throw await refusal(db, reserved.refusedKey, now);

  if (!admin || !(await passwordMatches(admin, request.password)))
    throw await failure(db, budgets, reserved.counts, now);

  await clearAttempts(db, budgets.account.key);
  await releaseAttempt(db, budgets.address.key);
  if (!admin.is_active) throw new HttpError(403, 'account_disabled', ADMIN_MESSAGES.disabled);

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
