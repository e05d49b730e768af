import type { Insertable, Kysely } from 'kysely';
import type { Database, ImagesTable } from '../../db/schema.ts';

export async function insertImage(db: Kysely<Database>, image: Insertable<ImagesTable>) {
  await db.insertInto('images').values(image).execute();
}

/** True when a row was there to delete. */
export async function deleteImage(
  db: Kysely<Database>,
  bucket: ImagesTable['bucket'],
  name: string,
) {
  const deleted = await db
    .deleteFrom('images')
    .where('bucket', '=', bucket)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** A bucket's newest uploads. */
export function listImages(db: Kysely<Database>, bucket: ImagesTable['bucket'], limit: number) {
  return db
    .selectFrom('images')
    .select(['name', 'size', 'mime_type', 'width', 'height', 'created_at'])
    .where('bucket', '=', bucket)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
