import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The version of each block of recipe ids (migration 0007's `catalogue_chunks`: the catalogue
 * version of the block's last change, kept by the database's triggers). A bigint may come back as
 * a string (node-postgres), hence the Number.
 */
export async function listCatalogueChunks(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('catalogue_chunks')
    .select(['chunk', 'version'])
    .orderBy('chunk')
    .execute();
  return rows.map((row) => ({ chunk: row.chunk, version: Number(row.version) }));
}

/** One block's version, or undefined when no recipe of it ever changed. */
export async function findCatalogueChunkVersion(db: Kysely<Database>, chunk: number) {
  const row = await db
    .selectFrom('catalogue_chunks')
    .select('version')
    .where('chunk', '=', chunk)
    .executeTakeFirst();
  return row && Number(row.version);
}
