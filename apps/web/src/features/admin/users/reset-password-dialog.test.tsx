import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toasts.tsx';
import { render, type Rendered } from '../../../test/render.tsx';
import { passwordResetMessage, ResetPasswordDialog } from './reset-password-dialog.tsx';

let screen: Rendered | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const onClose = vi.fn();
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

function type(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  act(() => {
    byTestId('reset-password-dialog')
      ?.querySelector('form')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  for (let turn = 0; turn < 5; turn++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  onClose.mockReset();
  screen = render(
    <ToastProvider>
      <ResetPasswordDialog admin={{ id: 12, username: 'karim' }} onClose={onClose} />
    </ToastProvider>,
  );
});
afterEach(() => {
  screen?.unmount();
  vi.unstubAllGlobals();
});

describe('Reset password, on the Users screen', () => {
  it('says the sessions were ended', () => {
    const result = { admin: { id: 12, username: 'karim' } };
    expect(passwordResetMessage({ ...result, endedSessions: 2 })).toBe(
      'The password of karim was reset and their 2 open sessions were ended. They sign in again with the new password.',
    );
    expect(passwordResetMessage({ ...result, endedSessions: 1 })).toContain(
      'their 1 open session was ended',
    );
  });

  it('puts the server’s field errors under their fields and stays open', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json(
          {
            error: {
              code: 'validation',
              message: 'Password contains common patterns',
              fields: { password: 'Password contains common patterns' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    type('password', 'Zaalouk-2025!x');
    type('confirmPassword', 'Zaalouk-2025!x');
    expect(byTestId('strength-meter')).not.toBeNull();
    await submit();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/admins/12/password');
    expect(byTestId('error-password')?.textContent).toBe('Password contains common patterns');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes and tells whose sessions ended', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ admin: { id: 12, username: 'karim' }, endedSessions: 3 })),
    );
    type('password', 'Zaalouk-2025!x');
    type('confirmPassword', 'Zaalouk-2025!x');
    await submit();
    expect(onClose).toHaveBeenCalled();
    expect(byTestId('banner')?.textContent).toContain('their 3 open sessions were ended');
  });
});
