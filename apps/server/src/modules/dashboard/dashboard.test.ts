import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_COLORS, CATEGORY_ICONS, type Activity } from '@chhiwat/core';
import { createAccount, signIn, STRONG_PASSWORD } from '../../test/admins.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/database.ts';

/** More sign-ins than the dashboard's ten entries, so a filter after the limit would show nothing. */
const SIGN_INS_AFTER_THE_CHANGE = 11;

describe.each(testDatabaseKinds)('what the dashboard tells each admin on %s', (kind) => {
  let t: TestApp;
  const cookies = { amina: '', karim: '', owner: '' };
  let aminaId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    aminaId = (await createAccount(t.db, { username: 'amina' })).id;
    await createAccount(t.db, { username: 'karim' });
    cookies.amina = await signIn(t.app, 'amina');
    cookies.karim = await signIn(t.app, 'karim');
    cookies.owner = await signIn(t.app, 'owner');
    // Another plain admin changes the catalogue, then a super admin creates an account.
    await send('POST', '/api/admin/categories/recipe', cookies.karim, {
      name_en: 'Street food',
      name_fr: 'Cuisine de rue',
      name_ar: 'أكل الشارع',
      color: CATEGORY_COLORS.recipe[0],
      icon: CATEGORY_ICONS[12],
    });
    await send('POST', '/api/admin/admins', cookies.owner, {
      username: 'nadia',
      email: 'nadia@chhiwat.test',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      role_template: 'admin',
    });
    for (let i = 0; i < SIGN_INS_AFTER_THE_CHANGE; i++) await signIn(t.app, 'owner');
  });
  afterAll(() => t.close());

  async function send(method: 'POST', url: string, cookie: string, payload: object) {
    const response = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(201);
  }

  const read = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const activitiesOf = async (cookie: string) =>
    (await read('/api/admin/dashboard', cookie)).json<{ activities: Activity[] }>().activities;

  it("shows a plain admin no other admin's e-mail, sign-in or account, and still what changed", async () => {
    const response = await read('/api/admin/dashboard', cookies.amina);
    expect(response.statusCode).toBe(200);
    for (const other of ['owner', 'karim', 'nadia']) {
      expect(response.body).not.toContain(`${other}@chhiwat.test`);
      expect(response.body).not.toContain(`${other} signed in`);
    }
    const activities = response.json<{ activities: Activity[] }>().activities;
    expect(activities.filter((entry) => entry.resource_type === 'admin')).toEqual([]);
    expect(
      activities.find((entry) => entry.description === 'Created recipe category street-food'),
    ).toMatchObject({ admin_email: null, action: 'create' });
  });

  it('shows a plain admin their own sign-in, under their own e-mail', async () => {
    const own = await activitiesOf(cookies.amina);
    const signInOf = (entries: Activity[]) =>
      entries.filter((entry) => entry.action === 'login').map((entry) => entry.resource_id);
    // Her sign-in is older than the last ten entries of the whole log, but not of hers.
    expect(signInOf(own)).toEqual([String(aminaId)]);
    expect(own.find((entry) => entry.action === 'login')?.admin_email).toBe('amina@chhiwat.test');
  });

  it('keeps the whole log, e-mails and sign-ins, for super admins', async () => {
    const activities = await activitiesOf(cookies.owner);
    expect(activities).toHaveLength(10);
    expect(activities[0]).toMatchObject({
      action: 'login',
      admin_email: 'owner@chhiwat.test',
      description: 'owner signed in',
    });
    const log = (await read('/api/admin/activity?limit=100', cookies.owner)).json<{
      activities: Activity[];
    }>().activities;
    expect(log.map((entry) => entry.description)).toEqual(
      expect.arrayContaining(['karim signed in', 'Created admin nadia (admin)']),
    );
    expect(log.map((entry) => entry.admin_email)).toContain('karim@chhiwat.test');
  });

  it("finds no admin account from a plain admin's header search", async () => {
    for (const q of ['owner', 'karim', 'chhiwat.test']) {
      const body = (await read(`/api/admin/search?q=${q}`, cookies.amina)).body;
      expect(body).not.toContain('@chhiwat.test');
      expect(body).not.toMatch(/owner|karim/);
    }
  });
});
