import { ADMIN_MESSAGES } from '@chhiwat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createAccount, signIn, STRONG_PASSWORD } from '../../test/admins.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { SWEEP_INTERVAL_MS } from './constants.ts';

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Msemen-Beldi-2026?';

describe.each(testDatabaseKinds)('ending sessions on %s', (kind) => {
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

  const session = (cookie: string) =>
    app.inject({ url: '/api/admin/auth/session', headers: { cookie } });
  const statusOf = async (cookie: string) => (await session(cookie)).statusCode;
  const post = (url: string, cookie: string, payload?: object, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie },
      ...(payload ? { payload } : {}),
    });
  const changePassword = (cookie: string, body: object, headers = {}) =>
    post('/api/admin/auth/password', cookie, body, headers);
  const change = (currentPassword: string, newPassword = NEW_PASSWORD) => ({
    currentPassword,
    newPassword,
    confirmPassword: newPassword,
  });
  const activity = () =>
    database.db
      .selectFrom('admin_activity')
      .select(['action', 'description'])
      .orderBy('id')
      .execute();
  const login = (identifier: string, password: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier, password },
      remoteAddress: ip,
    });

  it('signs out everywhere: every session of the admin ends, the cookie is cleared, others stay', async () => {
    const here = await signIn(app, 'amina');
    const there = await signIn(app, 'amina', { remember: true });
    const owner = await signIn(app, 'owner');
    expect((await post('/api/admin/auth/logout-everywhere', '')).statusCode).toBe(401);

    const out = await post('/api/admin/auth/logout-everywhere', here);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^chhiwat_session=;.*Max-Age=0/);
    expect(await statusOf(here)).toBe(401);
    expect(await statusOf(there)).toBe(401);
    expect(await statusOf(owner)).toBe(200);
    expect((await activity()).at(-1)).toEqual({
      action: 'logout',
      description: 'amina signed out everywhere (2 session(s) ended)',
    });
  });

  it('changes one’s own password: the other sessions end, this browser gets a new session of the same length', async () => {
    const here = await signIn(app, 'amina', { remember: true });
    const there = await signIn(app, 'amina');
    const before = (await session(here)).json().expiresAt;
    clock.advance(HOUR);

    const changed = await changePassword(here, change(STRONG_PASSWORD));
    expect(changed.statusCode).toBe(204);
    const cookie = String(changed.headers['set-cookie']);
    expect(cookie).toMatch(/^chhiwat_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600 - 3600}`); // what was left of it
    const renewed = cookie.split(';')[0] ?? '';
    expect(renewed).not.toBe(here);
    expect(await statusOf(here)).toBe(401); // a copy of the old cookie dies too
    expect(await statusOf(there)).toBe(401);
    expect((await session(renewed)).json().expiresAt).toBe(before);

    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login('amina', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await activity()).map((entry) => entry.action)).toContain('password_change');
  });

  it('gives the new session the __Host- cookie behind HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await login('amina', STRONG_PASSWORD);
    const token = /=([^;]*)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
    const secureResponse = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: https,
      payload: { identifier: 'amina', password: STRONG_PASSWORD },
    });
    const secure = String(secureResponse.headers['set-cookie']).split(';')[0] ?? '';
    const changed = await changePassword(secure, change(STRONG_PASSWORD), https);
    expect(changed.statusCode).toBe(204);
    expect(String(changed.headers['set-cookie'])).toMatch(/^__Host-chhiwat_session=.*Secure/);
    expect(await statusOf(`chhiwat_session=${token}`)).toBe(401);
  });

  it('refuses a weak, unconfirmed or unchanged new password with a 400 naming the field', async () => {
    const cookie = await signIn(app, 'amina');
    const fieldsOf = async (body: object) => (await changePassword(cookie, body)).json().error;
    expect((await fieldsOf({})).fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect((await fieldsOf(change(STRONG_PASSWORD, 'password1'))).fields).toEqual({
      newPassword: 'Password must contain at least one uppercase letter',
    });
    expect(
      (await fieldsOf({ ...change(STRONG_PASSWORD), confirmPassword: 'Other-Passw0rd!' })).fields,
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect((await fieldsOf(change(STRONG_PASSWORD, STRONG_PASSWORD))).fields).toEqual({
      newPassword: 'New password must be different from the current password',
    });
    expect(await statusOf(cookie)).toBe(200);
    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password against the sign-in throttling, so a session cannot guess it', async () => {
    const cookie = await signIn(app, 'amina');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const wrong = await changePassword(cookie, change(`Wrong-guess-${attempt}!A`));
      expect(wrong.statusCode).toBe(403);
      const message = `Current password is incorrect. ${5 - attempt} attempt(s) remaining.`;
      expect(wrong.json().error).toMatchObject({
        message,
        fields: { currentPassword: message },
        remainingAttempts: 5 - attempt,
      });
    }
    // The account's budget is the sign-in's: one wrong sign-in and one more guess block it.
    expect((await login('amina', 'wrong')).statusCode).toBe(401);
    const fifth = await changePassword(cookie, change('Wrong-guess-5!A'));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe(ADMIN_MESSAGES.blockedNow);
    expect((await changePassword(cookie, change(STRONG_PASSWORD))).statusCode).toBe(429);
    expect((await login('amina', STRONG_PASSWORD, '10.0.0.2')).statusCode).toBe(429);
    // The session itself stays open, and the password unchanged.
    expect(await statusOf(cookie)).toBe(200);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await login('amina', STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds)('the expired-session sweep on %s', (kind) => {
  let database: DatabaseHandle;
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
  });

  const rows = async () => ({
    sessions: (await database.db.selectFrom('sessions').select('remember').execute()).map((row) =>
      row.remember ? 'long' : 'short',
    ),
    attempts: (await database.db.selectFrom('login_attempts').select('key').execute()).length,
  });

  /** Waits for the sweep the fake timer started (its queries run on real time). */
  async function eventually(check: () => Promise<boolean>) {
    for (let tries = 0; tries < 100 && !(await check()); tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('deletes expired sessions and spent counts at start, then every hour, and stops with the app', async () => {
    database = await createTestDatabase(kind);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = new ManualClock(Date.parse('2026-03-01T10:00:00Z'));
    let app = await buildApp({ database, clock, trustProxy: 1 });
    await createAccount(database.db, { username: 'amina' });
    await signIn(app, 'amina');
    await signIn(app, 'amina', { remember: true });
    await app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { identifier: 'amina', password: 'wrong' },
    });
    expect(await rows()).toEqual({ sessions: ['short', 'long'], attempts: 3 });

    clock.advance(9 * HOUR);
    expect((await rows()).sessions).toHaveLength(2); // nothing runs before the hour
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    await eventually(async () => (await rows()).sessions.length === 1);
    expect(await rows()).toEqual({ sessions: ['long'], attempts: 0 });

    await app.close();
    expect(vi.getTimerCount()).toBe(0);

    // A server started after a long stop sweeps as soon as it is ready (start.ts migrates the
    // database between building the app and listening, so not before).
    clock.advance(30 * 24 * HOUR);
    app = await buildApp({ database, clock });
    await app.ready();
    expect(await rows()).toEqual({ sessions: [], attempts: 0 });
    await app.close();
  });
});
