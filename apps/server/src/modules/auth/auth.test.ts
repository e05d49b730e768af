// One file over 300 lines: sign-in, sessions and throttling share one setup (a fresh app, database
// and manual clock per case) and the sign-in helpers; split files would each repeat them.
import { ADMIN_MESSAGES } from '@chhiwat/core';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createAccount, signIn, STRONG_PASSWORD } from '../../test/admins.ts';
import {
  createServerDatabase,
  createTestDatabase,
  testDatabaseKinds,
} from '../../test/database.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds)('sign-in, sessions and throttling on %s', (kind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let clock: ManualClock;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    app = await buildApp({ database, clock, trustProxy: 1 });
    await createAccount(database.db, { username: 'amina' });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  const login = (identifier: string, password: string, ip = '10.0.0.1', remember = false) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier, password, remember },
      remoteAddress: ip,
    });
  const session = (cookie: string) =>
    app.inject({ url: '/api/admin/auth/session', headers: { cookie } });

  it('requires both fields, with the spec messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier: ' ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      identifier: 'Username or email is required',
      password: 'Password is required',
    });
  });

  it('signs in by username or e-mail in any case, with an HttpOnly SameSite cookie and a hashed token', async () => {
    for (const identifier of ['amina', 'AMINA', 'Amina@Chhiwat.test']) {
      const response = await login(identifier, STRONG_PASSWORD);
      expect(response.statusCode, identifier).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^chhiwat_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Max-Age'); // no "remember me": ends with the browser
      const token = /=([^;]+)/.exec(cookie)?.[1] ?? '';
      const stored = await database.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(token);
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    }
  });

  it('uses a __Host- Secure cookie behind HTTPS', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { identifier: 'amina', password: STRONG_PASSWORD, remember: true },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-chhiwat_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('counts down the attempts, blocks at the fifth for 5 minutes, then lets the right password in', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await login('amina', 'wrong');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        `Invalid username/email or password. ${5 - attempt} attempt(s) remaining.`,
      );
    }
    const fifth = await login('amina', 'wrong');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(
      'Too many failed login attempts. Access blocked for 5 minutes.',
    );
    const blocked = await login('amina', STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Too many failed login attempts. Please wait 5 minutes before trying again.',
    );
    expect(blocked.headers['retry-after']).toBe('300');

    clock.advance(4 * 60 * 1000);
    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(429);
    clock.advance(61 * 1000);
    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(200);
    // success clears the count
    expect((await login('amina', 'wrong')).json().error.message).toContain(
      '4 attempt(s) remaining',
    );
  });

  it('throttles an account across addresses, and an address across accounts', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'])
      await login('amina', 'wrong', ip);
    expect((await login('amina', STRONG_PASSWORD, '10.9.9.9')).statusCode).toBe(429);

    // Five failures on other names from one address (an office behind a NAT) block only those names.
    await createAccount(database.db, { username: 'youssef' });
    for (const name of ['youssef', 'nobody1', 'nobody2', 'nobody3', 'nobody4'])
      expect((await login(name, 'wrong', '10.7.7.7')).statusCode).toBe(401);
    expect((await login('youssef', STRONG_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
    expect((await login('owner', STRONG_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
  });

  it('gives the username and the e-mail of one account one budget', async () => {
    for (const identifier of ['amina', 'AMINA', 'amina', 'amina@chhiwat.test'])
      expect((await login(identifier, 'wrong')).statusCode).toBe(401);
    const fifth = await login('Amina@Chhiwat.test', 'wrong', '10.0.0.2');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(
      'Too many failed login attempts. Access blocked for 5 minutes.',
    );
    expect((await login('amina', STRONG_PASSWORD, '10.0.0.3')).statusCode).toBe(429);
  });

  it('shows the count of the name as typed: failures under the e-mail leave the username’s answer as it was', async () => {
    await createAccount(database.db, { username: 'youssef' });
    const answer = async (identifier: string, ip: string) => {
      const { statusCode, json } = await login(identifier, 'wrong', ip);
      const { message, remainingAttempts } = json().error;
      return { statusCode, message, remainingAttempts };
    };
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      expect((await login('amina@chhiwat.test', 'wrong', ip)).statusCode).toBe(401);
    // The username answers as another account's username, or a name no account has, would.
    const amina = await answer('amina', '10.1.1.1');
    expect(amina).toEqual({
      statusCode: 401,
      message: 'Invalid username/email or password. 4 attempt(s) remaining.',
      remainingAttempts: 4,
    });
    expect(await answer('youssef', '10.1.1.2')).toEqual(amina);
    expect(await answer('nobody', '10.1.1.3')).toEqual(amina);
    // The real limit is still the account's: its fifth failure, under either name, blocks both.
    const fifth = await login('AMINA', 'wrong', '10.1.1.4');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(ADMIN_MESSAGES.blockedNow);
    expect((await login('amina@chhiwat.test', STRONG_PASSWORD, '10.1.1.5')).statusCode).toBe(429);
  });

  it('counts an IPv6 address by its /64: moving through one network gives no new budget', async () => {
    const network = '2001:db8:1:2';
    for (let n = 1; n <= 19; n++) {
      const response = await login(`guess${n}`, 'wrong', `${network}::${n.toString(16)}`);
      expect(response.statusCode, `failure ${n}`).toBe(401);
    }
    const twentieth = await login('guess20', 'wrong', `${network}:ffff:ffff:ffff:fffe`);
    expect(twentieth.statusCode).toBe(429);
    expect(twentieth.json().error.message).toBe(ADMIN_MESSAGES.blockedNow);
    expect((await login('amina', STRONG_PASSWORD, `${network}:abcd::1`)).statusCode).toBe(429);
    expect((await login('amina', STRONG_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts unknown names too, each name on its own budget', async () => {
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await login('Ghost', 'wrong')).json().error.message).toContain(
        `${5 - attempt} attempt(s) remaining`,
      );
    expect((await login(' ghost ', 'wrong')).statusCode).toBe(429);
    expect((await login('GHOST', 'wrong', '10.0.0.2')).json().error.code).toBe('blocked');
    expect((await login('ghost2', 'wrong')).statusCode).toBe(401);
  });

  it('blocks an address at its own, higher threshold, and only that address', async () => {
    for (let n = 1; n <= 19; n++) {
      const response = await login(`guess${n}`, 'wrong', '10.5.5.5');
      expect(response.statusCode, `failure ${n}`).toBe(401);
      expect(response.json().error.message).toContain('4 attempt(s) remaining');
    }
    // A right password is no failure: it signs in without spending the address's last slot.
    expect((await login('amina', STRONG_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
    const twentieth = await login('guess20', 'wrong', '10.5.5.5');
    expect(twentieth.statusCode).toBe(429);
    expect(twentieth.json().error.message).toBe(
      'Too many failed login attempts. Access blocked for 5 minutes.',
    );
    const blocked = await login('amina', STRONG_PASSWORD, '10.5.5.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Too many failed login attempts. Please wait 5 minutes before trying again.',
    );
    expect((await login('amina', STRONG_PASSWORD, '10.5.5.6')).statusCode).toBe(200);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await login('amina', STRONG_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
  });

  it('refused attempts spend no other budget', async () => {
    for (let n = 1; n <= 5; n++) await login('amina', 'wrong', '10.0.0.1');
    // 30 refusals of the blocked account cost the address nothing …
    for (let n = 1; n <= 30; n++) await login('amina', 'wrong', '10.3.3.3');
    expect((await login('owner', 'wrong', '10.3.3.3')).json().error.message).toContain(
      '4 attempt(s) remaining',
    );
    // … and refusals from a blocked address cost its accounts nothing.
    for (let n = 1; n <= 19; n++) await login(`guess${n}`, 'wrong', '10.3.3.3');
    for (let n = 1; n <= 10; n++) await login('owner', 'wrong', '10.3.3.3');
    expect((await login('owner', 'wrong', '10.4.4.4')).json().error.message).toContain(
      '3 attempt(s) remaining',
    );
  });

  it('starts the count again after a quiet window, and after a block has run out', async () => {
    for (let n = 1; n <= 4; n++) await login('amina', 'wrong');
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await login('amina', 'wrong')).json().error.message).toContain(
      '4 attempt(s) remaining',
    );
    for (let n = 1; n <= 4; n++) await login('amina', 'wrong');
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await login('amina', 'wrong')).json().error.message).toContain(
      '4 attempt(s) remaining',
    );
  });

  it('verifies at most 5 of 100 parallel attempts on one account, so a right 77th never signs in', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login('amina', i === 76 ? STRONG_PASSWORD : `wrong${i}`),
      ),
    );
    const messages = responses.map((r) => `${r.statusCode} ${r.json().error?.message}`);
    const count = (prefix: string) => messages.filter((m) => m.startsWith(prefix)).length;
    expect(count('200')).toBe(0);
    expect(count('401 Invalid username/email or password.')).toBe(4);
    expect(count('429 Too many failed login attempts. Access blocked')).toBe(1);
    expect(count('429 Too many failed login attempts. Please wait')).toBe(95);
    expect(responses[76]?.statusCode).toBe(429);
    expect(await database.db.selectFrom('sessions').select('token_hash').execute()).toEqual([]);
  });

  it('verifies at most 20 of 100 parallel attempts on different names from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(`guess${i}`, 'wrong', '10.6.6.6')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(19);
    expect(statuses.filter((status) => status === 429)).toHaveLength(81);
    expect((await login('amina', STRONG_PASSWORD, '10.6.6.7')).statusCode).toBe(200);
  });

  it('ends a session after 8 hours, or 30 days with remember me', async () => {
    const short = await signIn(app, 'amina');
    const long = await signIn(app, 'amina', { remember: true });
    clock.advance(8 * HOUR - 60 * 1000);
    expect((await session(short)).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect((await session(short)).statusCode).toBe(401);
    expect((await session(long)).statusCode).toBe(200);
    clock.advance(30 * DAY - 8 * HOUR);
    expect((await session(long)).statusCode).toBe(401);
  });

  it('kills the session on the server at sign-out', async () => {
    const cookie = await signIn(app, 'amina');
    expect((await session(cookie)).json().admin.username).toBe('amina');
    const out = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('refuses a disabled account at sign-in and on an open session', async () => {
    const cookie = await signIn(app, 'amina');
    await sql`update admins set is_active = false where username = 'amina'`.execute(database.db);
    const open = await session(cookie);
    expect(open.statusCode).toBe(403);
    expect(open.json().error.code).toBe('account_disabled');
    const again = await login('amina', STRONG_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(
      'Your admin account has been disabled. Please contact a super administrator.',
    );
  });

  it('refuses writes from another origin', async () => {
    const cookie = await signIn(app, 'owner');
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('Cross-origin request refused');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(204);
  });

  it('accepts long passphrases and logs sign-in and sign-out', async () => {
    const long = `${'Couscous-du-vendredi-'.repeat(3)}7!`;
    await createAccount(database.db, { username: 'hafsa', password: long });
    const cookie = await signIn(app, 'hafsa', { password: long });
    await app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie } });
    const log = await database.db
      .selectFrom('admin_activity')
      .select(['action', 'admin_email'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'login', admin_email: 'hafsa@chhiwat.test' },
      { action: 'logout', admin_email: 'hafsa@chhiwat.test' },
    ]);
  });

  it('signs in even when the activity log cannot be written', async () => {
    await sql`alter table admin_activity rename to admin_activity_gone`.execute(database.db);
    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(200);
    await sql`alter table admin_activity_gone rename to admin_activity`.execute(database.db);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('throttling across two server processes', () => {
  it('shares one budget between two servers on one PostgreSQL database', async () => {
    const { url, drop } = await createServerDatabase();
    const first = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const second = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    try {
      await migrateToLatest(first.db);
      await createAccount(first.db, { username: 'amina' });
      const apps = [
        await buildApp({ database: first, clock, trustProxy: 1 }),
        await buildApp({ database: second, clock, trustProxy: 1 }),
      ];
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          apps[i % 2]?.inject({
            method: 'POST',
            url: '/api/admin/auth/login',
            payload: { identifier: 'amina', password: i === 41 ? STRONG_PASSWORD : 'wrong' },
            remoteAddress: `10.8.0.${i}`,
          }),
        ),
      );
      const statuses = responses.map((response) => response?.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 429)).toHaveLength(56);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await first.close();
      await second.close();
      await drop();
    }
  });
});
