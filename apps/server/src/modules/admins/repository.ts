import type { Insertable, Kysely } from 'kysely';
import type { AdminRolesTable, AdminUpdate, Database, NewAdmin } from '../../db/schema.ts';

const listColumns = [
  'id',
  'username',
  'email',
  'role',
  'role_template',
  'permissions',
  'is_active',
  'last_login',
  'created_at',
] as const;

export const listAdmins = (db: Kysely<Database>) =>
  db
    .selectFrom('admins')
    .select(listColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findAdmin = (db: Kysely<Database>, id: number) =>
  db.selectFrom('admins').select(listColumns).where('id', '=', id).executeTakeFirst();

export const listRoles = (db: Kysely<Database>) =>
  db.selectFrom('admin_roles').selectAll().orderBy('display_name').execute();

export const findRole = (db: Kysely<Database>, name: string) =>
  db.selectFrom('admin_roles').selectAll().where('name', '=', name).executeTakeFirst();

/** Active super admins, locked for the rest of the transaction so two demotions cannot both pass. */
export async function lockActiveSuperAdmins(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'super_admin')
    .where('is_active', '=', true)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function usernameOrEmailTaken(db: Kysely<Database>, username: string, email: string) {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
        eb('email', '=', email),
      ]),
    )
    .executeTakeFirst();
  return Boolean(row);
}

export async function anyAdminExists(db: Kysely<Database>) {
  return Boolean(await db.selectFrom('admins').select('id').limit(1).executeTakeFirst());
}

/** Adds the role templates that are missing; existing ones stay as they are. */
export async function insertMissingRoles(
  db: Kysely<Database>,
  roles: Insertable<AdminRolesTable>[],
) {
  await db
    .insertInto('admin_roles')
    .values(roles)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export function insertAdmin(db: Kysely<Database>, admin: NewAdmin) {
  return db
    .insertInto('admins')
    .values(admin)
    .returning(['id', 'username', 'email', 'role'])
    .executeTakeFirstOrThrow();
}

export function updateAdminRow(db: Kysely<Database>, id: number, changes: AdminUpdate) {
  return db
    .updateTable('admins')
    .set(changes)
    .where('id', '=', id)
    .returning(['id', 'username', 'email', 'role', 'role_template', 'is_active'])
    .executeTakeFirstOrThrow();
}

export async function deleteAdminRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('admins').where('id', '=', id).execute();
}
