import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type * as Passwords from '../../platform/passwords.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createAccount, STRONG_PASSWORD } from '../../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';

/** Every argon2id verification the server makes, counted (the real one still runs). */
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (passwordHash: string, password: string) => {
      verifications.count += 1;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

/**
 * Interleaved tries of each kind; each try has its own name or account and its own address. So many,
 * because a 2-core machine running other tests moves single answers by tens of milliseconds.
 */
const ROUNDS = 150;
const WARM_UP = 4;
const KINDS = ['unknown', 'wrongPassword', 'disabled'] as const;
type TryKind = (typeof KINDS)[number];
const TIMED: TryKind[] = ['unknown', 'wrongPassword'];

/** The statements of a sign-in; the app's own catalogue reads may run beside them. */
const SIGN_IN_TABLES = /\b(admins|sessions|login_attempts)\b|^(begin|commit|rollback)$/;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const relativeGap = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);

/**
 * Sign-in must not tell whether an account exists (issue #38): an unknown name, a known name with a
 * wrong password and a disabled account take the same path, with one argon2id verification each
 * and the same database statements, so their answers take the same time.
 */
describe.each(testDatabaseKinds)('sign-in in constant work on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { onQuery: (sql) => statements.push(sql) });
    app = await buildApp({ database, trustProxy: 1 });
    await createAccount(database.db, { username: 'amina' });
    // Fresh accounts for every try, so no account's count ever reaches a block.
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    const accounts = Array.from({ length: ROUNDS + WARM_UP + 2 }, (_, i) => [
      { username: `active_${i}`, is_active: true },
      { username: `disabled_${i}`, is_active: false },
    ]).flat();
    await database.db
      .insertInto('admins')
      .values(
        accounts.map((account) => ({
          ...account,
          email: `${account.username}@chhiwat.test`,
          password_hash: passwordHash,
          role: 'admin',
          role_template: 'admin',
          permissions: '{}',
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let address = 0;
  /** One wrong sign-in of the given kind, from an address no other try uses. */
  async function attempt(tryKind: TryKind, round: number) {
    address += 1;
    const identifier = {
      unknown: `ghost_${round}`,
      wrongPassword: `active_${round}`,
      disabled: `disabled_${round}@chhiwat.test`,
    }[tryKind];
    statements.length = 0;
    verifications.count = 0;
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier, password: 'Wrong-Passw0rd-2025!' },
      remoteAddress: `10.${Math.floor(address / 250)}.${address % 250}.9`,
    });
    const elapsed = performance.now() - started;
    const signInStatements = statements.filter((sql) => SIGN_IN_TABLES.test(sql));
    return { response, elapsed, verified: verifications.count, statements: signInStatements };
  }

  /** Waits until the app's background reads (its catalogue, loaded after the first write) are over. */
  async function quiet() {
    for (let seen = -1; seen !== statements.length;) {
      seen = statements.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  it('verifies exactly one password and runs the same statements whoever is asked for', async () => {
    await attempt('unknown', ROUNDS + WARM_UP); // the first write of the app loads its catalogue too
    await quiet();
    const tries = [];
    for (const tryKind of KINDS) tries.push(await attempt(tryKind, ROUNDS + WARM_UP + 1));
    for (const { response, verified } of tries) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.remainingAttempts).toBe(4);
      expect(verified).toBe(1);
    }
    const [unknown, ...known] = tries.map((t) => t.statements);
    expect(unknown?.length).toBeGreaterThan(2);
    for (const other of known) expect(other).toEqual(unknown);
  });

  it('answers an unknown name and a wrong password in the same time (medians within 20 %)', async () => {
    const times: Record<TryKind, number[]> = { unknown: [], wrongPassword: [], disabled: [] };
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // Every other round the other first, so neither always runs first after a pause.
      const order = round % 2 ? [...TIMED].reverse() : TIMED;
      for (const tryKind of order) {
        const { response, elapsed } = await attempt(tryKind, round);
        expect(response.statusCode, `${tryKind} ${round}`).toBe(401);
        if (round >= WARM_UP) times[tryKind].push(elapsed);
      }
    }
    const unknown = median(times.unknown);
    const wrongPassword = median(times.wrongPassword);
    const report = `medians: unknown name ${unknown.toFixed(1)} ms, wrong password ${wrongPassword.toFixed(1)} ms`;
    expect(relativeGap(unknown, wrongPassword), report).toBeLessThan(0.2);
  }, 240_000);
});
