import type { Kysely } from 'kysely';
import { categoryInputSchema, fallbackSlug, type CategoryType } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { insertCategories } from './repository.ts';

/** Creates categories after the form's validation; an empty slug is made from the English name. */
export async function createCategories(
  db: Kysely<Database>,
  type: CategoryType,
  inputs: unknown[],
  adminId: number | null,
) {
  const schema = categoryInputSchema(type);
  const rows = inputs.map((input) => {
    const category = parseOrThrow(schema, input);
    return { ...category, slug: category.slug || fallbackSlug(category.name_en, 'category') };
  });
  return insertCategories(db, type, rows, adminId);
}
