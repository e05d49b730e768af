import { z } from 'zod';
import { checkPasswordStrength } from '../password-strength.ts';
import { visibleText } from './visible-text.ts';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Login form (back-office.md §5). Usernames and e-mails are matched case-insensitively. */
export const loginInputSchema = z.strictObject({
  identifier: z
    .string({ error: 'Username or email is required' })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
  remember: z.boolean().default(false),
});

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .superRefine((password, context) => {
    const [first] = checkPasswordStrength(password).errors;
    if (first) context.addIssue({ code: 'custom', message: first });
    else if (!checkPasswordStrength(password).valid) {
      context.addIssue({ code: 'custom', message: 'Password is too weak' });
    }
  });

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .check(visibleText('Username'))
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be less than 50 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .check(visibleText('Email'))
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

const confirmPasswordField = z
  .string({ error: 'Please confirm your password' })
  .min(1, 'Please confirm your password');

/** New admin form (back-office.md §5, Admin creation form). */
export const adminCreateInputSchema = z
  .strictObject({
    username: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    role_template: z
      .string({ error: 'Please select a role' })
      .trim()
      .min(1, 'Please select a role'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type AdminCreateInput = z.infer<typeof adminCreateInputSchema>;

/** A super admin sets another admin's password (POST /api/admin/admins/:id/password). */
export const adminPasswordResetInputSchema = z
  .strictObject({ password: passwordField, confirmPassword: confirmPasswordField })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type AdminPasswordResetInput = z.infer<typeof adminPasswordResetInputSchema>;

/**
 * An admin changes their own password (POST /api/admin/auth/password): the current one proves who
 * asks, the new one takes the creation form's strength rule and must differ from the current one.
 */
export const passwordChangeInputSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024, 'Password is too long'),
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: 'New password must be different from the current password',
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** The new-admin form sends super_admin only for the super_admin template (back-office.md §6). */
export function roleForTemplate(template: string): AdminRole {
  return template === 'super_admin' ? 'super_admin' : 'admin';
}
