import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkPasswordStrength } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { anyAdminExists, insertAdmin, insertMissingRoles } from './repository.ts';

/** The role templates an admin account can take (back-office.md §6). */
export const ROLE_TEMPLATES = [
  {
    name: 'super_admin',
    display_name: 'Super Admin',
    description: 'Full access, including admin accounts and settings',
    permissions: {
      dashboard: true,
      ingredients: true,
      recipes: true,
      categories: true,
      blog: true,
      users: true,
      settings: true,
    },
  },
  {
    name: 'admin',
    display_name: 'Admin',
    description: 'Manages the catalogue and the blog',
    permissions: {
      dashboard: true,
      ingredients: true,
      recipes: true,
      categories: true,
      blog: true,
      users: false,
      settings: false,
    },
  },
];

export interface BootstrapResult {
  created: boolean;
  username?: string;
  email?: string;
  /** Set only when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/** A readable, strong password: random base, then one of each character class the rules want. */
export function generatePassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)];
  for (;;) {
    const base = randomBytes(18).toString('base64url').replace(/[-_]/g, '');
    const password = `${base}${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnpqrstuvwxyz')}${pick('23456789')}${pick('!@#%*+=?')}`;
    // A random string can still spell a "common pattern" such as abc or 123: draw again.
    if (checkPasswordStrength(password).valid) return password;
  }
}

function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40);
  return local.length >= 3 ? local : `admin_${local}`.slice(0, 40);
}

/**
 * First start: with no admin at all, creates the role templates and one super admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD, generating the password when none is given. No default password exists.
 */
export async function ensureSuperAdmin(
  db: Kysely<Database>,
  options: { email?: string; password?: string },
): Promise<BootstrapResult> {
  return db.transaction().execute(async (trx) => {
    if (await anyAdminExists(trx)) return { created: false };

    const password = options.password ?? generatePassword();
    const strength = checkPasswordStrength(password);
    if (!strength.valid) {
      throw new Error(
        `ADMIN_PASSWORD is too weak: ${strength.errors.join('; ') || 'strength score below 4'}`,
      );
    }
    await insertMissingRoles(
      trx,
      ROLE_TEMPLATES.map((t) => ({ ...t, permissions: JSON.stringify(t.permissions) })),
    );

    const email = (options.email ?? 'admin@localhost').toLowerCase();
    const username = usernameFromEmail(email);
    await insertAdmin(trx, {
      username,
      email,
      password_hash: await hashPassword(password),
      role: 'super_admin',
      role_template: 'super_admin',
      permissions: JSON.stringify(ROLE_TEMPLATES[0]?.permissions ?? {}),
    });
    return {
      created: true,
      username,
      email,
      ...(options.password ? {} : { generatedPassword: password }),
    };
  });
}
