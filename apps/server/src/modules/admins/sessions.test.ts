import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { hashToken, newSessionToken } from '../auth/service.ts';
import { insertSessionIfUnchanged } from '../auth/repository.ts';

const NEW_PASSWORD = 'Rfissa-Mezyana-2026!';

describe.each(testDatabaseKinds)('an admin’s sessions end with the change on %s', (kind) => {
  let t: TestApp;
  let owner = '';
  let aminaId = 0;

  beforeEach(async () => {
    t = await createTestApp(kind);
    aminaId = (await createAccount(t.db, { username: 'amina' })).id;
    owner = await signIn(t.app, 'owner');
  });
  afterEach(() => t.close());

  const statusOf = async (cookie: string) =>
    (await t.app.inject({ url: '/api/admin/auth/session', headers: { cookie } })).statusCode;
  const patch = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${id}`,
      headers: { cookie: owner },
      payload,
    });
  const reset = (id: number, payload: object, cookie = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/admins/${id}/password`,
      headers: { cookie },
      payload,
    });
  const newPassword = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const sessionCount = async (adminId: number) =>
    (
      await t.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('admin_id', '=', adminId)
        .execute()
    ).length;

  it('ends them when the admin is disabled, and enabling again brings no old cookie back', async () => {
    const cookies = [
      await signIn(t.app, 'amina'),
      await signIn(t.app, 'amina', { remember: true }),
    ];
    expect((await patch(aminaId, { is_active: false })).statusCode).toBe(200);
    expect(await sessionCount(aminaId)).toBe(0);
    expect((await patch(aminaId, { is_active: true })).statusCode).toBe(200);
    for (const cookie of cookies) expect(await statusOf(cookie)).toBe(401);
    expect(await statusOf(await signIn(t.app, 'amina'))).toBe(200);
    expect(await statusOf(owner)).toBe(200);
  });

  it('ends them when the admin’s role changes, not when nothing changes', async () => {
    const cookie = await signIn(t.app, 'amina');
    expect((await patch(aminaId, { role_template: 'admin', is_active: true })).statusCode).toBe(
      200,
    );
    expect(await statusOf(cookie)).toBe(200);
    const promoted = await patch(aminaId, { role_template: 'super_admin' });
    expect(promoted.json().admin.role).toBe('super_admin');
    expect(await statusOf(cookie)).toBe(401);
    const log = await t.db
      .selectFrom('admin_activity')
      .select('description')
      .orderBy('id')
      .execute();
    expect(log.at(-1)?.description).toBe(
      'Updated admin amina: role super_admin, 1 session(s) ended',
    );
  });

  it('ends them in the same transaction as the change: if they cannot end, nothing changes', async () => {
    await signIn(t.app, 'amina');
    await sql`create function refuse_session_delete() returns trigger language plpgsql as $$
      begin raise exception 'sessions are kept'; end $$`.execute(t.db);
    await sql`create trigger keep_sessions before delete on sessions
      for each row execute function refuse_session_delete()`.execute(t.db);
    expect((await patch(aminaId, { is_active: false })).statusCode).toBe(500);
    expect((await reset(aminaId, newPassword)).statusCode).toBe(500);
    const amina = await t.db
      .selectFrom('admins')
      .select(['is_active'])
      .where('id', '=', aminaId)
      .executeTakeFirstOrThrow();
    expect(amina.is_active).toBe(true);
    await sql`drop trigger keep_sessions on sessions`.execute(t.db);
    expect(await statusOf(await signIn(t.app, 'amina'))).toBe(200); // the old password still holds
  });

  it('lets a super admin reset another admin’s password: their sessions end, the new one signs in', async () => {
    const cookies = [
      await signIn(t.app, 'amina'),
      await signIn(t.app, 'amina', { remember: true }),
    ];
    const response = await reset(aminaId, newPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: { id: aminaId, username: 'amina' },
      endedSessions: 2,
    });
    for (const cookie of cookies) expect(await statusOf(cookie)).toBe(401);
    await expect(signIn(t.app, 'amina')).rejects.toThrow(/401/);
    expect(await statusOf(await signIn(t.app, 'amina', { password: NEW_PASSWORD }))).toBe(200);
    const log = await t.db
      .selectFrom('admin_activity')
      .select(['action', 'admin_email', 'description'])
      .where('action', '=', 'password_reset')
      .execute();
    expect(log).toEqual([
      {
        action: 'password_reset',
        admin_email: 'owner@chhiwat.test',
        description: 'Reset the password of admin amina; 2 session(s) ended',
      },
    ]);
  });

  it('refuses a weak or unconfirmed password with a 400 naming the field, an unknown admin, and oneself', async () => {
    const weak = await reset(aminaId, { password: 'password1', confirmPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({
      password: 'Password must contain at least one uppercase letter',
    });
    const mismatch = await reset(aminaId, { ...newPassword, confirmPassword: 'Other-Passw0rd!' });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    expect((await reset(aminaId, {})).json().error.fields).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect((await reset(999_999, newPassword)).statusCode).toBe(404);
    const ownerId = (
      await t.app.inject({ url: '/api/admin/auth/session', headers: { cookie: owner } })
    ).json().admin.id;
    const self = await reset(ownerId, newPassword);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('Change your own password from your account menu');
    expect((await reset(aminaId, newPassword, await signIn(t.app, 'amina'))).statusCode).toBe(403);
    expect(await statusOf(owner)).toBe(200);
    expect(await signIn(t.app, 'amina')).toMatch(/^chhiwat_session=/); // unchanged
  });

  it('opens no session for a sign-in that was verified before the account was disabled or given a new password', async () => {
    const row = await t.db
      .selectFrom('admins')
      .select('password_hash')
      .where('id', '=', aminaId)
      .executeTakeFirstOrThrow();
    const session = () => ({
      tokenHash: hashToken(newSessionToken()),
      adminId: aminaId,
      remember: false,
      expiresAt: new Date(Date.now() + 60_000),
      ip: '10.0.0.1',
    });
    expect(await insertSessionIfUnchanged(t.db, session(), row.password_hash)).toBe(true);
    await reset(aminaId, newPassword);
    expect(await insertSessionIfUnchanged(t.db, session(), row.password_hash)).toBe(false);
    const renewed = await t.db
      .selectFrom('admins')
      .select('password_hash')
      .where('id', '=', aminaId)
      .executeTakeFirstOrThrow();
    await patch(aminaId, { is_active: false });
    expect(await insertSessionIfUnchanged(t.db, session(), renewed.password_hash)).toBe(false);
    expect(await sessionCount(aminaId)).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a sign-in racing a deactivation', () => {
  it('waits for the deactivation and then opens no session', async () => {
    const t = await createTestApp('postgres');
    try {
      const amina = await createAccount(t.db, { username: 'amina' });
      const { password_hash } = await t.db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', amina.id)
        .executeTakeFirstOrThrow();
      let opened: Promise<boolean> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admins')
          .set({ is_active: false })
          .where('id', '=', amina.id)
          .execute();
        // Another connection, as a sign-in that verified the password a moment ago.
        opened = insertSessionIfUnchanged(
          t.db,
          {
            tokenHash: hashToken(newSessionToken()),
            adminId: amina.id,
            remember: false,
            expiresAt: new Date(Date.now() + 60_000),
            ip: '10.0.0.1',
          },
          password_hash,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(await opened).toBe(false);
    } finally {
      await t.close();
    }
  });
});
