import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, passwordChangeInputSchema, withRemainingAttempts } from '@chhiwat/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { GuardAdmin } from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { clientKey } from '../../platform/rate-limit.ts';
import { parseOrThrow } from '../../platform/validation.ts';
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
  deleteAdminSessions,
  deleteExpiredSessions,
  deleteSession,
  deleteStaleAttempts,
  findAdminForLogin,
  findPasswordHash,
  findSessionAdmin,
  insertSession,
  insertSessionIfUnchanged,
  readBlockedUntil,
  recordLogin,
  releaseAttempt,
  reserveAttempts,
  setPasswordHash,
  type AttemptBudget,
} from './repository.ts';

/** Session tokens: 256 random bits in the cookie, only their SHA-256 in the database. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// The hash a name no account has is verified against: made once, from a password nobody knows.
let dummyHash: Promise<string> | undefined;
export const timingDummy = () =>
  (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

export interface LoginRequest {
  identifier: string;
  password: string;
  remember: boolean;
  ip: string;
  userAgent?: string;
}

type LoginAdmin = NonNullable<Awaited<ReturnType<typeof findAdminForLogin>>>;

const staleBefore = (now: Date) => new Date(now.getTime() - FAILURE_WINDOW_MS);
const accountBudget = (adminId: number): AttemptBudget => ({
  key: `admin:${adminId}`,
  limit: MAX_ACCOUNT_FAILURES,
});
// IPv6 by its /64: one host usually holds the whole network and could rotate through it.
const addressBudget = (ip: string): AttemptBudget => ({
  key: `address:${clientKey(ip)}`,
  limit: MAX_ADDRESS_FAILURES,
});

/**
 * A sign-in takes three budgets, in this order. The name as typed: the count an answer shows is
 * this one, so failures typed under an account's e-mail never show in the answers to its username.
 * The account, whichever name was typed: the real block after 5 failures (a name no account has
 * takes a budget of its own in its place, so both cases do the same database work). The address,
 * across every account.
 */
function signInBudgets(admin: LoginAdmin | undefined, identifier: string, ip: string) {
  const typed = identifier.trim().toLowerCase();
  const name: AttemptBudget = { key: `name:${typed}`, limit: MAX_ACCOUNT_FAILURES };
  const account = admin
    ? accountBudget(admin.id)
    : { key: `nobody:${typed}`, limit: MAX_ACCOUNT_FAILURES };
  const address = addressBudget(ip);
  return { name, account, address, all: [name, account, address] };
}

/**
 * Exactly one argon2id verification whoever asks: a name no account has is verified against the
 * dummy hash, so it costs the same time as a wrong password or a disabled account.
 */
async function passwordMatches(admin: LoginAdmin | undefined, password: string) {
  const matches = await verifyPassword(admin?.password_hash ?? (await timingDummy()), password);
  return admin !== undefined && matches;
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

/**
 * The reserved attempt stays counted as the failure; a budget whose last slot it took is blocked.
 * Otherwise `wrong` answers with what is left of the first budget, the one the caller may see.
 */
async function failure(
  db: Kysely<Database>,
  budgets: AttemptBudget[],
  counts: number[],
  now: Date,
  wrong: (remaining: number) => HttpError,
) {
  const spent = budgets.filter((budget, i) => (counts[i] ?? 0) >= budget.limit);
  if (spent.length) {
    await blockKeys(
      db,
      spent.map((budget) => budget.key),
      new Date(now.getTime() + BLOCK_MS),
    );
    return new HttpError(429, 'blocked', ADMIN_MESSAGES.blockedNow, undefined, {
      retryAfterSeconds: BLOCK_MS / 1000,
    });
  }
  return wrong((budgets[0]?.limit ?? 0) - (counts[0] ?? 0));
}

const invalidCredentials = (remaining: number) =>
  new HttpError(
    401,
    'invalid_credentials',
    withRemainingAttempts(ADMIN_MESSAGES.invalid, remaining),
    undefined,
    { remainingAttempts: remaining },
  );

/**
 * Signs an admin in. The attempt is counted before the password is verified, so parallel attempts
 * cannot outrun the count: at most 5 per account and 20 per address are ever verified, and the one
 * that fails last blocks for 5 minutes. An unknown name, a wrong password and a disabled account
 * take the same path up to the answer (one lookup, one reservation, one verification). A success
 * gives its attempt back, clears the name's and the account's counts and opens a session of 8
 * hours or 30 days.
 */
export async function login(db: Kysely<Database>, clock: Clock, request: LoginRequest) {
  const now = clock.now();
  const admin = await findAdminForLogin(db, request.identifier);
  const budgets = signInBudgets(admin, request.identifier, request.ip);
  const reserved = await reserveAttempts(db, budgets.all, now, staleBefore(now));
  if ('refusedKey' in reserved) throw await refusal(db, reserved.refusedKey, now);

  const matches = await passwordMatches(admin, request.password);
  if (!admin || !matches)
    throw await failure(db, budgets.all, reserved.counts, now, invalidCredentials);

  await clearAttempts(db, [budgets.name.key, budgets.account.key]);
  await releaseAttempt(db, budgets.address.key);
  if (!admin.is_active) throw new HttpError(403, 'account_disabled', ADMIN_MESSAGES.disabled);

  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + (request.remember ? REMEMBER_MS : SESSION_MS));
  const session = {
    tokenHash: hashToken(token),
    adminId: admin.id,
    remember: request.remember,
    expiresAt,
    ip: request.ip,
    ...(request.userAgent ? { userAgent: request.userAgent } : {}),
  };
  // Disabled or given a new password since it was read: the sign-in no longer holds.
  if (!(await insertSessionIfUnchanged(db, session, admin.password_hash)))
    throw new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.invalid);
  await recordLogin(db, admin.id, now);
  const { password_hash: _hash, ...profile } = admin;
  return { token, expiresAt, admin: { ...profile, last_login: now } };
}

export function sessionAdmin(db: Kysely<Database>, clock: Clock, token: string | undefined) {
  return token ? findSessionAdmin(db, hashToken(token), clock.now()) : Promise.resolve(undefined);
}

export const logout = (db: Kysely<Database>, token: string) => deleteSession(db, hashToken(token));

/** Ends every session of an admin (sign out everywhere, deactivation, a new password or role). */
export const endAllSessions = (db: Kysely<Database>, adminId: number) =>
  deleteAdminSessions(db, adminId);

/**
 * Gives an admin a password another set (a super admin's reset), already hashed, and ends every
 * session they have; how many ended. Run it in the caller's transaction.
 */
export async function setPasswordEndingSessions(
  db: Kysely<Database>,
  adminId: number,
  passwordHash: string,
) {
  await setPasswordHash(db, adminId, passwordHash);
  return endAllSessions(db, adminId);
}

const wrongCurrentPassword = (remaining: number) => {
  const message = withRemainingAttempts(ADMIN_MESSAGES.currentPasswordWrong, remaining);
  return new HttpError(
    403,
    'wrong_password',
    message,
    { currentPassword: message },
    {
      remainingAttempts: remaining,
    },
  );
};

/**
 * An admin changes their own password. The current one is checked like a sign-in (counted against
 * the account's and the address's budgets first, so a stolen session cannot be used to guess it).
 * Then, in one transaction, the new hash replaces the one verified, every session of the admin
 * ends, and this browser gets a new one with the same expiry: a copy of its old cookie dies too.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  clock: Clock,
  admin: GuardAdmin,
  input: unknown,
  client: { ip: string; userAgent?: string | undefined },
) {
  const form = parseOrThrow(passwordChangeInputSchema, input);
  const now = clock.now();
  const account = accountBudget(admin.id);
  const address = addressBudget(client.ip);
  const reserved = await reserveAttempts(db, [account, address], now, staleBefore(now));
  if ('refusedKey' in reserved) throw await refusal(db, reserved.refusedKey, now);
  const currentHash = await findPasswordHash(db, admin.id);
  if (!currentHash || !(await verifyPassword(currentHash, form.currentPassword)))
    throw await failure(db, [account, address], reserved.counts, now, wrongCurrentPassword);
  await clearAttempts(db, [account.key]);
  await releaseAttempt(db, address.key);

  const newHash = await hashPassword(form.newPassword);
  const token = newSessionToken();
  await inTransaction(db, async (trx) => {
    if (!(await setPasswordHash(trx, admin.id, newHash, currentHash)))
      throw conflict('Your password was changed meanwhile. Please try again.');
    await deleteAdminSessions(trx, admin.id);
    await insertSession(trx, {
      tokenHash: hashToken(token),
      adminId: admin.id,
      remember: admin.remember,
      expiresAt: admin.expires_at,
      ip: client.ip,
      ...(client.userAgent ? { userAgent: client.userAgent } : {}),
    });
  });
  return { token, expiresAt: admin.expires_at, remember: admin.remember };
}

/** Deletes expired sessions and throttling counts that have run out; run at start and every hour. */
export async function sweepExpired(db: Kysely<Database>, clock: Clock) {
  const now = clock.now();
  const sessions = await deleteExpiredSessions(db, now);
  const attempts = await deleteStaleAttempts(db, now, staleBefore(now));
  return { sessions, attempts };
}
