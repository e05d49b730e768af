import type { Insertable, Kysely } from 'kysely';
import type { AdminActivityTable, Database } from '../../db/schema.ts';

export async function insertActivity(db: Kysely<Database>, entry: Insertable<AdminActivityTable>) {
  await db.insertInto('admin_activity').values(entry).execute();
}
