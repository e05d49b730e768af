import { describe, expect, it } from 'vitest';
import {
  adminCreateInputSchema,
  adminPasswordResetInputSchema,
  loginInputSchema,
  passwordChangeInputSchema,
  roleForTemplate,
} from './admin.ts';
import { errorsOf } from './test-helpers.ts';

const valid = {
  username: 'fatima_z',
  email: ' Fatima@Chhiwat.MA ',
  password: 'Zaalouk-2025!x',
  confirmPassword: 'Zaalouk-2025!x',
  role_template: 'admin',
};
const errors = (changes: Record<string, unknown>) =>
  errorsOf(adminCreateInputSchema, { ...valid, ...changes });

describe('login form', () => {
  it('requires both fields with the spec messages', () => {
    expect(errorsOf(loginInputSchema, { identifier: ' ', password: '' })).toEqual({
      identifier: 'Username or email is required',
      password: 'Password is required',
    });
    expect(loginInputSchema.parse({ identifier: 'admin', password: 'x' }).remember).toBe(false);
  });
});

describe('admin creation form (back-office.md §5)', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(adminCreateInputSchema.parse(valid).email).toBe('fatima@chhiwat.ma');
  });

  it('checks the username', () => {
    expect(errors({ username: '' })).toEqual({ username: 'Username is required' });
    expect(errors({ username: 'ab' })).toEqual({
      username: 'Username must be at least 3 characters',
    });
    expect(errors({ username: 'abc' })).toEqual({});
    expect(errors({ username: 'fatima z' })).toEqual({
      username: 'Username can only contain letters, numbers, and underscores',
    });
  });

  it('checks the e-mail', () => {
    expect(errors({ email: '' })).toEqual({ email: 'Email is required' });
    expect(errors({ email: 'fatima@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('checks the password and its confirmation', () => {
    expect(errors({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(errors({ password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect(errors({ confirmPassword: 'Zaalouk-2025!y' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('needs a role template', () => {
    expect(errors({ role_template: '' })).toEqual({ role_template: 'Please select a role' });
    expect(roleForTemplate('super_admin')).toBe('super_admin');
    expect(roleForTemplate('admin')).toBe('admin');
    expect(roleForTemplate('editor')).toBe('admin');
  });
});

describe('password reset by a super admin', () => {
  const reset = (changes: Record<string, unknown>) =>
    errorsOf(adminPasswordResetInputSchema, {
      password: 'Zaalouk-2025!x',
      confirmPassword: 'Zaalouk-2025!x',
      ...changes,
    });

  it('takes the creation form’s strength rule and confirmation', () => {
    expect(reset({})).toEqual({});
    expect(reset({ password: 'password1', confirmPassword: 'password1' })).toEqual({
      password: 'Password must contain at least one uppercase letter',
    });
    expect(reset({ confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(reset({ confirmPassword: 'Zaalouk-2025!y' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(reset({ role: 'super_admin' })).toHaveProperty('body');
  });
});

describe('changing one’s own password', () => {
  const change = (changes: Record<string, unknown>) =>
    errorsOf(passwordChangeInputSchema, {
      currentPassword: 'Old-Tajine-2024!',
      newPassword: 'Zaalouk-2025!x',
      confirmPassword: 'Zaalouk-2025!x',
      ...changes,
    });

  it('needs the current password, a strong new one, confirmed, and different', () => {
    expect(change({})).toEqual({});
    expect(change({ currentPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
    });
    expect(change({ newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(change({ confirmPassword: 'Zaalouk-2025!y' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      change({
        currentPassword: 'Zaalouk-2025!x',
        newPassword: 'Zaalouk-2025!x',
        confirmPassword: 'Zaalouk-2025!x',
      }),
    ).toEqual({ newPassword: 'New password must be different from the current password' });
  });
});
