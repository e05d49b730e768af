import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { expectAccessible } from './helpers.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

/**
 * Issue #38: changing one's password, signing out everywhere and a super admin's password reset,
 * each ending the sessions it should, in real Chromium. The accounts are this file's own, so the
 * owner's password, which every other file signs in with, never changes.
 */
describe('the back-office: passwords and sessions', () => {
  let browser: Browser;
  let clientNumber = 0;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
  });

  /** Each browser stands for its own client address, so sign-in throttling never mixes them. */
  async function newBrowserPage(): Promise<Page> {
    clientNumber += 1;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${clientNumber}` },
    });
    contexts.push(context);
    return context.newPage();
  }

  async function signIn(page: Page, identifier: string, password: string) {
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('Username or Email').fill(identifier);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function signedIn(identifier: string, password: string) {
    const page = await newBrowserPage();
    await signIn(page, identifier, password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    return page;
  }

  /** Back to /admin: the dashboard while the session lives, the login screen once it has ended. */
  async function reopen(page: Page, expected: 'Dashboard' | 'login') {
    await page.goto(`${baseUrl}/admin`);
    if (expected === 'Dashboard') await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    else await page.getByRole('button', { name: 'Sign In' }).waitFor();
  }

  /** An admin account of this file, created through the API as the owner. */
  async function createAdmin(ownerPage: Page, username: string, password: string) {
    const status = await ownerPage.evaluate(
      async ({ username, password }) => {
        const response = await fetch('/api/admin/admins', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username,
            email: `${username}@chhiwat.test`,
            password,
            confirmPassword: password,
            role_template: 'admin',
          }),
        });
        return response.status;
      },
      { username, password },
    );
    expect(status).toBe(201);
  }

  const userMenuItem = async (page: Page, name: string) => {
    await page.getByTestId('user-menu').click();
    await page
      .getByRole('menu', { name: 'Account' })
      .getByRole('menuitem', { name, exact: true })
      .click();
  };

  let ownerPage: Page;
  beforeAll(async () => {
    ownerPage = await signedIn(owner.email, owner.password);
    await createAdmin(ownerPage, 'session_hafsa', 'Couscous-Vendredi-7!');
    await createAdmin(ownerPage, 'session_idriss', 'Pastilla-Fassia-8!');
    await createAdmin(ownerPage, 'session_rachid', 'Tanjia-Marrakchia-9!');
  });

  it('changes one’s own password from the user menu: this browser stays, the other is signed out', async () => {
    const here = await signedIn('session_hafsa', 'Couscous-Vendredi-7!');
    const there = await signedIn('session_hafsa@chhiwat.test', 'Couscous-Vendredi-7!');

    await userMenuItem(here, 'Change password');
    const dialog = here.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('Not-my-password-1!');
    await dialog.getByLabel('New password', { exact: true }).fill('password1');
    expect(await dialog.getByTestId('strength-label').textContent()).toBe('Weak');
    await dialog.getByLabel('Confirm new password').fill('password1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    expect(await dialog.getByTestId('error-newPassword').textContent()).toBe(
      'Password must contain at least one uppercase letter',
    );

    await dialog.getByLabel('New password', { exact: true }).fill('Msemen-Beldi-2026?');
    await dialog.getByLabel('Confirm new password').fill('Msemen-Beldi-2026?');
    expect(await dialog.getByTestId('strength-label').textContent()).toBe('Strong');
    await expectAccessible(here, 'change password dialog');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // The server's answer, under its field: the wrong current password counts like a sign-in.
    await expect
      .poll(() => dialog.getByTestId('error-currentPassword').textContent())
      .toBe('Current password is incorrect. 4 attempt(s) remaining.');

    await dialog.getByLabel('Current password').fill('Couscous-Vendredi-7!');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await here
      .getByTestId('banner')
      .getByText('Password changed. Your other sessions were signed out.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });

    await reopen(here, 'Dashboard');
    await reopen(there, 'login');
    await signIn(there, 'session_hafsa', 'Couscous-Vendredi-7!');
    await expect
      .poll(() => there.getByTestId('login-error').textContent())
      .toBe('Invalid username/email or password. 4 attempt(s) remaining.');
    await signIn(there, 'session_hafsa', 'Msemen-Beldi-2026?');
    await there.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('signs out everywhere after asking: back to the login screen, and the other browser too', async () => {
    const here = await signedIn('session_idriss', 'Pastilla-Fassia-8!');
    const there = await signedIn('session_idriss', 'Pastilla-Fassia-8!');

    await userMenuItem(here, 'Sign out everywhere');
    const question = here.getByRole('alertdialog', { name: 'Sign out everywhere' });
    await question.getByText('Every session of your account ends').waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await reopen(there, 'Dashboard');

    await userMenuItem(here, 'Sign out everywhere');
    await question.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.getByRole('button', { name: 'Sign In' }).waitFor();
    await reopen(here, 'login');
    await reopen(there, 'login');
  });

  it('lets a super admin reset another admin’s password on the Users screen, ending their sessions', async () => {
    const theirs = await signedIn('session_rachid', 'Tanjia-Marrakchia-9!');

    await ownerPage.goto(`${baseUrl}/admin/users`);
    const row = ownerPage.getByTestId('user-row-session_rachid');
    await row.waitFor();
    // One's own password is changed from the user menu, never reset here.
    const ownRow = ownerPage.getByTestId(`user-row-${owner.username}`);
    expect(await ownRow.getByRole('button', { name: /Reset password/ }).count()).toBe(0);

    await row.getByRole('button', { name: 'Reset password of session_rachid' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Reset password of session_rachid' });
    await dialog.getByLabel('New password', { exact: true }).fill('Seffa-Medfouna-10!');
    await dialog.getByLabel('Confirm new password').fill('Seffa-Medfouna-11!');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    expect(await dialog.getByTestId('error-confirmPassword').textContent()).toBe(
      'Passwords do not match',
    );
    await dialog.getByLabel('Confirm new password').fill('Seffa-Medfouna-10!');
    await expectAccessible(ownerPage, 'reset password dialog');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await ownerPage
      .getByTestId('banner')
      .getByText(
        'The password of session_rachid was reset and their 1 open session was ended. They sign in again with the new password.',
      )
      .waitFor();

    await reopen(theirs, 'login');
    await signIn(theirs, 'session_rachid', 'Seffa-Medfouna-10!');
    await theirs.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await reopen(ownerPage, 'Dashboard');
  });
});
