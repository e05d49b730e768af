import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toasts.tsx';
import { click, render, type Rendered } from '../../../test/render.tsx';
import type { AdminProfile } from '../shared/api/admins.ts';
import { PASSWORD_CHANGED } from './change-password-dialog.tsx';
import { UserMenu } from './user-menu.tsx';

const admin: AdminProfile = {
  id: 7,
  username: 'amina',
  email: 'amina@chhiwat.test',
  role: 'admin',
  role_template: 'admin',
  permissions: {},
  is_active: true,
  last_login: null,
  created_at: '2026-03-01T10:00:00.000Z',
};

let screen: Rendered | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const byText = (selector: string, text: string) =>
  [...document.querySelectorAll(selector)].find((element) => element.textContent?.trim() === text);

/** Types into an input as a user does: React's value tracker sees the change. */
function type(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets the form's validation and the request run. */
async function settle() {
  for (let turn = 0; turn < 5; turn++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

async function submit(testId: string) {
  const form = byTestId(testId)?.querySelector('form');
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

const answer = (status: number, body?: object) =>
  Promise.resolve(body ? Response.json(body, { status }) : new Response(null, { status }));

function openMenu(onSignOut = () => {}) {
  const ui: ReactNode = (
    <ToastProvider>
      <UserMenu admin={admin} onSignOut={onSignOut} />
    </ToastProvider>
  );
  screen = render(ui, { path: '/admin' });
  click(byTestId('user-menu'));
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.unstubAllGlobals();
});

describe('Change password, from the user menu', () => {
  const openDialog = () => {
    openMenu();
    click(byText('[role="menuitem"]', 'Change password'));
  };

  it('checks the form in the browser with the spec’s messages, before asking the server', async () => {
    openDialog();
    await submit('change-password-dialog');
    expect(byTestId('error-currentPassword')?.textContent).toBe('Current password is required');
    expect(byTestId('error-newPassword')?.textContent).toBe('Password is required');
    expect(byTestId('error-confirmPassword')?.textContent).toBe('Please confirm your password');
    type('newPassword', 'password1');
    expect(byTestId('strength-label')?.textContent).toBe('Weak');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s answer under the field: a wrong current password and the attempts left', async () => {
    const message = 'Current password is incorrect. 4 attempt(s) remaining.';
    fetchMock.mockImplementation(() =>
      answer(403, {
        error: { code: 'wrong_password', message, fields: { currentPassword: message } },
      }),
    );
    openDialog();
    type('currentPassword', 'Not-my-Passw0rd!');
    type('newPassword', 'Msemen-Beldi-2026?');
    type('confirmPassword', 'Msemen-Beldi-2026?');
    await submit('change-password-dialog');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/auth/password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Not-my-Passw0rd!',
      newPassword: 'Msemen-Beldi-2026?',
      confirmPassword: 'Msemen-Beldi-2026?',
    });
    expect(byTestId('error-currentPassword')?.textContent).toBe(message);
    expect(byTestId('change-password-dialog')).not.toBeNull();
  });

  it('closes and says the other sessions were signed out', async () => {
    fetchMock.mockImplementation(() => answer(204));
    openDialog();
    type('currentPassword', 'Tajine-Zitoun-2025!');
    type('newPassword', 'Msemen-Beldi-2026?');
    type('confirmPassword', 'Msemen-Beldi-2026?');
    await submit('change-password-dialog');
    expect(byTestId('change-password-dialog')).toBeNull();
    expect(byTestId('banner')?.textContent).toBe(PASSWORD_CHANGED);
  });
});

describe('Sign out everywhere, from the user menu', () => {
  it('asks first, then ends every session and forgets the admin answers', async () => {
    fetchMock.mockImplementation(() => answer(204));
    openMenu();
    screen?.queryClient.setQueryData(['admin', 'session'], { admin });
    click(byText('[role="menuitem"]', 'Sign out everywhere'));
    expect(byTestId('sign-out-everywhere-dialog')?.textContent).toContain(
      'Every session of your account ends',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    click(byText('button', 'Sign out everywhere'));
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/auth/logout-everywhere');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('POST');
    expect(screen?.queryClient.getQueryData(['admin', 'session'])).toBeUndefined();
  });
});
