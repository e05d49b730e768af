import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccess } from '../../platform/admin-guard.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, signIn, STRONG_PASSWORD } from '../../test/admins.ts';
import { testDatabaseKinds } from '../../test/database.ts';

describe.each(testDatabaseKinds)('admin permissions and accounts on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<'admin' | 'superAdmin' | 'disabled', string> = {
    admin: '',
    superAdmin: '',
    disabled: '',
  };
  let adminId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    const admin = await createAccount(t.db, { username: 'amina' });
    adminId = admin.id;
    await createAccount(t.db, { username: 'karim' });
    cookies.admin = await signIn(t.app, 'amina');
    cookies.superAdmin = await signIn(t.app, 'owner');
    cookies.disabled = await signIn(t.app, 'karim');
    await sql`update admins set is_active = false where username = 'karim'`.execute(t.db);
  });
  afterAll(() => t.close());

  /** Every /api/admin route from the server's own route table, so a new endpoint cannot be missed. */
  const adminRoutes = () =>
    t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD',
    );

  it('declares an access level on every admin route', () => {
    expect(adminRoutes().length).toBeGreaterThan(5);
    for (const route of adminRoutes())
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  const call = (route: { method: string; url: string }, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(':id', '999999').replace(':slug', 'nothing'),
      headers: cookie ? { cookie } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  const expected: Record<
    AdminAccess,
    Record<'anonymous' | 'disabled' | 'admin' | 'superAdmin', number[] | 'allowed'>
  > = {
    public: { anonymous: 'allowed', disabled: 'allowed', admin: 'allowed', superAdmin: 'allowed' },
    admin: { anonymous: [401], disabled: [403], admin: 'allowed', superAdmin: 'allowed' },
    super_admin: { anonymous: [401], disabled: [403], admin: [403], superAdmin: 'allowed' },
  };

  /** Sign-out everywhere ends the caller's sessions when allowed: a fresh sign-in follows it. */
  const signInAgain = async (who: 'admin' | 'superAdmin') => {
    cookies[who] = await signIn(t.app, who === 'admin' ? 'amina' : 'owner');
  };

  it('answers every admin route × {anonymous, disabled, admin, super admin} as its access says', async () => {
    for (const route of adminRoutes()) {
      const access = route.access ?? 'super_admin';
      for (const who of ['anonymous', 'disabled', 'admin', 'superAdmin'] as const) {
        if (route.url === '/api/admin/auth/logout') continue; // would end the disabled one's session
        const response = await call(route, who === 'anonymous' ? undefined : cookies[who]);
        if (route.url === '/api/admin/auth/logout-everywhere' && response.statusCode === 204)
          await signInAgain(who as 'admin' | 'superAdmin');
        const rule = expected[access][who];
        const label = `${route.method} ${route.url} as ${who}: ${response.body.slice(0, 120)}`;
        if (rule === 'allowed') {
          expect([401, 403], label).not.toContain(response.statusCode);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(rule, label).toContain(response.statusCode);
          const code = response.json().error.code;
          if (who === 'anonymous') expect(code).toBe('unauthenticated');
          if (who === 'disabled') expect(code).toBe('account_disabled');
          if (who === 'admin')
            expect(response.json().error).toMatchObject({
              code: 'forbidden',
              role: 'admin',
              requiredRole: 'super_admin',
            });
        }
      }
    }
  });

  const create = (payload: object, cookie = cookies.superAdmin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/admins', headers: { cookie }, payload });
  const form = (username: string, password = STRONG_PASSWORD) => ({
    username,
    email: `${username}@chhiwat.test`,
    password,
    confirmPassword: password,
    role_template: 'admin',
  });

  it('creates an admin with the form rules, on the server too', async () => {
    const weak = await create(form('salma', 'password1'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBe(
      'Password must contain at least one uppercase letter',
    );
    const mismatch = await create({ ...form('salma'), confirmPassword: 'Other-Passw0rd!' });
    expect(mismatch.json().error.fields.confirmPassword).toBe('Passwords do not match');
    const noRole = await create({ ...form('salma'), role_template: 'chef' });
    expect(noRole.json().error.fields.role_template).toBe('Please select a role');

    const created = await create({ ...form('Salma'), email: ' SALMA@Chhiwat.test ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().admin).toMatchObject({
      username: 'Salma',
      email: 'salma@chhiwat.test',
      role: 'admin',
    });
    expect((await create(form('salma'))).statusCode).toBe(409);
    expect(await signIn(t.app, 'salma')).toMatch(/^chhiwat_session=/);

    const listed = (
      await t.app.inject({ url: '/api/admin/admins', headers: { cookie: cookies.superAdmin } })
    ).json();
    expect(listed.admins.map((a: { username: string }) => a.username)).toContain('Salma');
    expect(JSON.stringify(listed)).not.toContain('argon2');
  });

  it('changes role and active flag of others, never one’s own row', async () => {
    const me = (
      await t.app.inject({
        url: '/api/admin/auth/session',
        headers: { cookie: cookies.superAdmin },
      })
    ).json().admin;
    const patch = (id: number, body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${id}`,
        headers: { cookie: cookies.superAdmin },
        payload: body,
      });
    const self = await patch(me.id, { is_active: false });
    expect(self.statusCode).toBe(403);
    const deleteSelf = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/admins/${me.id}`,
      headers: { cookie: cookies.superAdmin },
    });
    expect(deleteSelf.json().error.message).toBe('You cannot delete your own admin account');

    const promoted = await patch(adminId, { role_template: 'super_admin' });
    expect(promoted.json().admin).toMatchObject({
      role: 'super_admin',
      role_template: 'super_admin',
    });
    const demoted = await patch(adminId, { role_template: 'admin', is_active: false });
    expect(demoted.json().admin).toMatchObject({ role: 'admin', is_active: false });
    await patch(adminId, { is_active: true });
    expect((await patch(adminId, {})).statusCode).toBe(400);
    cookies.admin = await signIn(t.app, 'amina'); // the changes above ended amina's sessions
  });

  it('keeps one active super admin when two demote each other at once', async () => {
    const other = await createAccount(t.db, { username: 'nadia', role: 'super_admin' });
    const otherCookie = await signIn(t.app, 'nadia');
    const me = (
      await t.app.inject({
        url: '/api/admin/auth/session',
        headers: { cookie: cookies.superAdmin },
      })
    ).json().admin;
    await sql`update admins set is_active = false where role = 'super_admin' and id not in (${me.id}, ${other.id})`.execute(
      t.db,
    );
    const [a, b] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${other.id}`,
        headers: { cookie: cookies.superAdmin },
        payload: { role_template: 'admin' },
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${me.id}`,
        headers: { cookie: otherCookie },
        payload: { role_template: 'admin' },
      }),
    ]);
    // The loser is refused either by the last-super-admin rule (409) or, when the winner's
    // demotion committed before the loser was authorised, by the guard: that demotion ended the
    // loser's sessions (401).
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    const supers = await t.db
      .selectFrom('admins')
      .select('id')
      .where('role', '=', 'super_admin')
      .where('is_active', '=', true)
      .execute();
    expect(supers).toHaveLength(1);
  });

  it('shows real dashboard numbers and recent activity', async () => {
    const body = (
      await t.app.inject({ url: '/api/admin/dashboard', headers: { cookie: cookies.admin } })
    ).json();
    const recipes = await t.db.selectFrom('recipes').select('id').execute();
    expect(body.counts.recipes).toBe(recipes.length);
    expect(body.counts.ingredients).toBeGreaterThanOrEqual(150);
    expect(body.counts.recipes_new).toBe(recipes.length); // all created today
    expect(body.activities.length).toBeGreaterThan(0);
    expect(body.activities.length).toBeLessThanOrEqual(10);
    expect(body.recentRecipes).toHaveLength(5);
    expect(body.database.kind).toBe(kind);
  });

  it('finds ingredients, recipes and posts from the header search', async () => {
    const body = (
      await t.app.inject({
        url: `/api/admin/search?q=${encodeURIComponent('harira')}`,
        headers: { cookie: cookies.admin },
      })
    ).json();
    expect(body.recipes.map((r: { slug: string }) => r.slug)).toContain('harira');
    const arabic = (
      await t.app.inject({
        url: `/api/admin/search?q=${encodeURIComponent('كمون')}`,
        headers: { cookie: cookies.admin },
      })
    ).json();
    expect(arabic.ingredients.map((i: { slug: string }) => i.slug)).toContain('cumin');
  });
});
