import type { Kysely } from 'kysely';
import {
  adminCreateInputSchema,
  adminPasswordResetInputSchema,
  roleForTemplate,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { endAllSessions, setPasswordEndingSessions } from '../auth/service.ts';
import {
  deleteAdminRow,
  findAdmin,
  findRole,
  insertAdmin,
  lockActiveSuperAdmins,
  updateAdminRow,
  usernameOrEmailTaken,
} from './repository.ts';

/** The accounts and the role templates, as the repository reads them. */
export { listAdmins, listRoles } from './repository.ts';

export const SELF_MESSAGES = {
  delete: 'You cannot delete your own admin account',
  update: 'You cannot change your own admin account',
  resetPassword: 'Change your own password from your account menu',
  lastSuperAdmin: 'The last active super admin cannot be removed, disabled or demoted',
  duplicate: 'An admin with this username or email already exists',
} as const;

/** Creates an admin from the form (same rules as the browser); the password is hashed here. */
export async function createAdmin(db: Kysely<Database>, input: unknown, actorId: number) {
  const form = parseOrThrow(adminCreateInputSchema, input);
  const role = await findRole(db, form.role_template);
  if (!role) throw badRequest('Please select a role', { role_template: 'Please select a role' });
  if (await usernameOrEmailTaken(db, form.username, form.email))
    throw conflict(SELF_MESSAGES.duplicate);
  try {
    return await insertAdmin(db, {
      username: form.username,
      email: form.email,
      password_hash: await hashPassword(form.password),
      role: roleForTemplate(form.role_template),
      role_template: role.name,
      permissions: JSON.stringify(role.permissions),
      created_by: actorId,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(SELF_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * Changes another admin's role template or active flag. Nobody edits their own row, and the last
 * active super admin stays one: the check and the change happen in one transaction, under a lock.
 * Disabling the account or giving it another role ends its sessions in that same transaction, so
 * enabling it again later brings no old cookie back.
 */
export async function updateAdmin(
  db: Kysely<Database>,
  id: number,
  changes: { role_template?: string | undefined; is_active?: boolean | undefined },
  actorId: number,
) {
  if (id === actorId) throw forbidden(SELF_MESSAGES.update, 'self');
  return inTransaction(db, async (trx) => {
    const superAdmins = await lockActiveSuperAdmins(trx);
    const target = await findAdmin(trx, id);
    if (!target) throw notFound('Admin not found');
    const role =
      changes.role_template === undefined ? undefined : await findRole(trx, changes.role_template);
    if (changes.role_template !== undefined && !role) {
      throw badRequest('Please select a role', { role_template: 'Please select a role' });
    }
    const newRole = role ? roleForTemplate(role.name) : target.role;
    const stillActiveSuper = newRole === 'super_admin' && (changes.is_active ?? target.is_active);
    if (superAdmins.includes(id) && !stillActiveSuper && superAdmins.length <= 1) {
      throw conflict(SELF_MESSAGES.lastSuperAdmin);
    }
    const updated = await updateAdminRow(trx, id, {
      ...(role
        ? { role_template: role.name, role: newRole, permissions: JSON.stringify(role.permissions) }
        : {}),
      ...(changes.is_active === undefined ? {} : { is_active: changes.is_active }),
    });
    const roleChanged = role !== undefined && role.name !== target.role_template;
    const endsSessions = changes.is_active === false || roleChanged;
    return { ...updated, endedSessions: endsSessions ? await endAllSessions(trx, id) : 0 };
  });
}

/**
 * A super admin sets another admin's password; that admin's sessions end in the same transaction.
 * One's own password is changed with the current one (auth module), never here.
 */
export async function resetAdminPassword(
  db: Kysely<Database>,
  id: number,
  input: unknown,
  actorId: number,
) {
  if (id === actorId) throw forbidden(SELF_MESSAGES.resetPassword, 'self');
  const form = parseOrThrow(adminPasswordResetInputSchema, input);
  const passwordHash = await hashPassword(form.password);
  return inTransaction(db, async (trx) => {
    const target = await findAdmin(trx, id);
    if (!target) throw notFound('Admin not found');
    const endedSessions = await setPasswordEndingSessions(trx, id, passwordHash);
    return { admin: { id: target.id, username: target.username }, endedSessions };
  });
}

export async function deleteAdmin(db: Kysely<Database>, id: number, actorId: number) {
  if (id === actorId) throw forbidden(SELF_MESSAGES.delete, 'self');
  return inTransaction(db, async (trx) => {
    const superAdmins = await lockActiveSuperAdmins(trx);
    const target = await findAdmin(trx, id);
    if (!target) throw notFound('Admin not found');
    if (superAdmins.includes(id) && superAdmins.length <= 1)
      throw conflict(SELF_MESSAGES.lastSuperAdmin);
    await deleteAdminRow(trx, id);
    return target;
  });
}
