import type { Kysely } from 'kysely';
import { invalidReferencesMessage, substitutionInputSchema } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { findExistingIngredientSlugs } from '../ingredients/service.ts';
import {
  deleteSubstitutionRow,
  findSubstitution,
  insertSubstitutions,
  updateSubstitutionRow,
} from './repository.ts';

/** Reads the catalogue snapshot and the admin list take as the repository gives them. */
export { listSubstitutions, listSubstitutionsForAdmin } from './repository.ts';

export const SWAP_MESSAGES = {
  duplicate: 'This swap already exists',
  notFound: 'Swap not found',
  unknownMissing: (slug: string) => `Invalid ingredient reference: ${slug}`,
} as const;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Every slug a rule names must be an ingredient (stored, or in `alsoKnown`, e.g. the same seed). */
async function checkReferences(
  db: Kysely<Database>,
  rules: ReturnType<typeof substitutionInputSchema.parse>[],
) {
  const slugs = [...new Set(rules.flatMap((rule) => [rule.missing, ...rule.using]))];
  const known = await findExistingIngredientSlugs(db, slugs);
  for (const rule of rules) {
    if (!known.has(rule.missing))
      throw badRequest(SWAP_MESSAGES.unknownMissing(rule.missing), {
        missing: SWAP_MESSAGES.unknownMissing(rule.missing),
      });
    const problem = invalidReferencesMessage(rule.using, (slug) => known.has(slug));
    if (problem) throw badRequest(problem, { using: problem });
  }
}

const duplicate = () =>
  new HttpError(409, 'duplicate', SWAP_MESSAGES.duplicate, { using: SWAP_MESSAGES.duplicate });

/** Creates rules with the form's rules; run inside a transaction for a batch (the seed). */
export async function createSubstitutions(
  db: Kysely<Database>,
  inputs: unknown[],
  adminId: number | null,
) {
  const rules = inputs.map((input) => parseOrThrow(substitutionInputSchema, input));
  await checkReferences(db, rules);
  return insertSubstitutions(db, rules, adminId);
}

export async function createSubstitution(db: Kysely<Database>, input: unknown, adminId: number) {
  try {
    const [created] = await inTransaction(db, (trx) => createSubstitutions(trx, [input], adminId));
    if (!created) throw new HttpError(500, 'internal', 'Failed to create swap');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateSubstitution(
  db: Kysely<Database>,
  id: number,
  input: unknown,
  adminId: number,
) {
  const rule = parseOrThrow(substitutionInputSchema, input);
  try {
    return await inTransaction(db, async (trx) => {
      // an UPDATE of no row would still bump the catalogue version (a statement trigger)
      if (!(await findSubstitution(trx, id))) throw notFound(SWAP_MESSAGES.notFound);
      await checkReferences(trx, [rule]);
      const updated = await updateSubstitutionRow(trx, id, rule, adminId);
      if (!updated) throw notFound(SWAP_MESSAGES.notFound);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteSubstitution(db: Kysely<Database>, id: number) {
  return inTransaction(db, async (trx) => {
    if (!(await findSubstitution(trx, id))) throw notFound(SWAP_MESSAGES.notFound);
    const deleted = await deleteSubstitutionRow(trx, id);
    if (!deleted) throw notFound(SWAP_MESSAGES.notFound);
    return deleted;
  });
}
