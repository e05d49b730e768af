import { describe, expect, it } from 'vitest';
import { adminCreateInputSchema, loginInputSchema, roleForTemplate } from './admin.ts';
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
