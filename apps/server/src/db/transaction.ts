import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
