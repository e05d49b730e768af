import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');
let clientNumber = 10;

describe('the back-office: sign-in, roles and admin accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  /** Each context stands for its own client address, so throttling in one test leaves the others alone. */
  async function newAdminContext(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    clientNumber += 1;
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${clientNumber}` },
    });
    return { context, page: await context.newPage() };
  }

  async function signIn(page: Page, identifier: string, password: string, remember = false) {
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('Username or Email').fill(identifier);
    await page.getByLabel('Password', { exact: true }).fill(password);
    if (remember) await page.getByLabel('Remember me for 30 days').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('signs in, shows the dashboard with real numbers, and signs out', async () => {
    const { context, page } = await newAdminContext();
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('stat-recipes').textContent()))
      .toBeGreaterThanOrEqual(50);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('role-label').textContent()).toBe('Super Administrator');
    await expectAccessible(page, 'dashboard');
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('counts down wrong passwords and blocks after the fifth', async () => {
    const { context, page } = await newAdminContext();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(page, 'nobody-here', 'Wrong-password-1!');
      await expect
        .poll(async () => page.getByTestId('login-error').textContent())
        .toBe(`Invalid username/email or password. ${5 - attempt} attempt(s) remaining.`);
    }
    await signIn(page, 'nobody-here', 'Wrong-password-1!');
    await expect
      .poll(async () => page.getByTestId('login-error').textContent())
      .toBe('Too many failed login attempts. Access blocked for 5 minutes.');
    await signIn(page, 'nobody-here', 'Wrong-password-1!');
    await expect
      .poll(async () => page.getByTestId('login-error').textContent())
      .toBe('Too many failed login attempts. Please wait 5 minutes before trying again.');
    // The block is that account's: the same address (one office behind one NAT) still signs in
    // to another account, as the address has its own, higher budget.
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('keeps a remembered session for 30 days', async () => {
    const { context, page } = await newAdminContext();
    await signIn(page, owner.username, owner.password, true);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // (the other cookie is the language choice the browser mirrors for the server renderer)
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('chhiwat_session'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await context.close();
  });

  it('creates an admin after refusing a weak password, then that admin meets Access Denied in Settings', async () => {
    const { context, page } = await newAdminContext();
    await signIn(page, owner.email, owner.password);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.getByLabel('Username').fill('fatima_z');
    await dialog.getByLabel('Email').fill('Fatima@Chhiwat.test');
    await dialog.locator('input[name="password"]').fill('password123');
    expect(await page.getByTestId('strength-label').textContent()).toBe('Weak');
    await dialog.locator('input[name="confirmPassword"]').fill('password123');
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    expect(await page.getByTestId('error-password').textContent()).toBe(
      'Password must contain at least one uppercase letter',
    );

    await dialog.locator('input[name="password"]').fill('Zaalouk-Fassi-88!');
    expect(await page.getByTestId('strength-label').textContent()).toBe('Strong');
    await dialog.locator('input[name="confirmPassword"]').fill('Zaalouk-Fassi-88!');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await page.getByTestId('admin-row-fatima_z').waitFor();
    expect(await page.getByTestId('admin-row-fatima_z').textContent()).toContain(
      'fatima@chhiwat.test',
    );
    expect(await page.getByTestId('admins-table').textContent()).toContain('(You)');
    await context.close();

    const second = await newAdminContext();
    await signIn(second.page, 'fatima_z', 'Zaalouk-Fassi-88!');
    await second.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await second.page.goto(`${baseUrl}/admin/settings`);
    await second.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await second.page.getByTestId('current-role').textContent()).toBe('Administrator');

    // The accounts and the activity log are for super admins: the plain admin's Users screen says
    // so without asking the server for them, and the bell reads the dashboard's recent activity.
    const refused: string[] = [];
    second.page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await second.page.goto(`${baseUrl}/admin/users`);
    await second.page.getByText('visible to super administrators only').waitFor();
    expect(await second.page.locator('main').textContent()).not.toContain('fatima@chhiwat.test');
    await second.page.getByTestId('notification-dot').waitFor();
    await second.page.getByRole('button', { name: /^Notifications: \d+ new$/ }).click();
    await second.page.getByText('Created admin fatima_z (admin)').waitFor();
    expect(refused).toEqual([]);
    await second.context.close();
  });

  it('shows Account Disabled to a disabled admin', async () => {
    const ownerSide = await newAdminContext();
    await signIn(ownerSide.page, owner.email, owner.password);
    await ownerSide.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const created = await ownerSide.page.evaluate(async () => {
      const response = await fetch('/api/admin/admins', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'omar_k',
          email: 'omar@chhiwat.test',
          password: 'Harira-Ramadan-9!',
          confirmPassword: 'Harira-Ramadan-9!',
          role_template: 'admin',
        }),
      });
      return (await response.json()) as { admin: { id: number } };
    });
    const status = await ownerSide.page.evaluate(async (id) => {
      const response = await fetch(`/api/admin/admins/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ is_active: false }),
      });
      return response.status;
    }, created.admin.id);
    expect(status).toBe(200);
    await ownerSide.context.close();

    const { context, page } = await newAdminContext();
    await signIn(page, 'omar_k', 'Harira-Ramadan-9!');
    await page.getByRole('heading', { name: 'Account Disabled' }).waitFor();
    await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    await context.close();
  });

  it('turns the sidebar into a slide-over at 800 px, and shows the dashboard for unknown admin paths', async () => {
    const { context, page } = await newAdminContext(800);
    await signIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const sidebar = page.getByTestId('admin-sidebar');
    const offscreen = async () =>
      ((await sidebar.boundingBox())?.x ?? 0) + ((await sidebar.boundingBox())?.width ?? 0) <= 0;
    await expect.poll(offscreen).toBe(true);
    await page.getByTestId('admin-menu-toggle').click();
    await expect.poll(offscreen).toBe(false);
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await expect.poll(offscreen).toBe(true);
    await page.goto(`${baseUrl}/admin/no-such-screen`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('finds a recipe from the header search', async () => {
    const { context, page } = await newAdminContext();
    await signIn(page, owner.email, owner.password);
    await page.getByTestId('admin-search').fill('harira');
    await page
      .getByTestId('admin-search-results')
      .getByRole('button', { name: /^Harira/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/recipes\?edit=harira/);
    await context.close();
  });
});
