import { sql, type Kysely } from 'kysely';
import type { SubstitutionInput } from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../platform/sql-like.ts';

const PUBLIC_COLUMNS = [
  'missing_slug as missing',
  'using_slugs as using',
  'quality',
  'note_en',
  'note_fr',
  'note_ar',
] as const;

/** Every rule, for matching and the public side. */
export function listSubstitutions(db: Kysely<Database>) {
  return db
    .selectFrom('substitutions')
    .select([...PUBLIC_COLUMNS])
    .orderBy('missing_slug')
    .orderBy('id')
    .execute();
}

/** The admin list: each rule with the English names of its ingredients, searched by any name. */
export function listSubstitutionsForAdmin(db: Kysely<Database>, search?: string) {
  let query = db
    .selectFrom('substitutions as s')
    .innerJoin('ingredients as m', 'm.slug', 's.missing_slug')
    .select([
      's.id',
      ...PUBLIC_COLUMNS.map((column) => `s.${column}` as const),
      'm.name_en as missing_name_en',
      sql<
        string[]
      >`array(select coalesce(i.name_en, u) from unnest(s.using_slugs) with ordinality as x(u, n)
        left join ingredients i on i.slug = x.u order by x.n)`.as('using_names_en'),
      's.created_at',
      's.updated_at',
      's.created_by',
      's.updated_by',
    ]);
  const term = search?.trim();
  if (term) {
    const pattern = containsPattern(term.toLowerCase());
    query = query.where(({ or, eb }) =>
      or([
        eb(
          sql`lower(m.name_en || ' ' || m.name_fr || ' ' || m.name_ar || ' ' || m.slug)`,
          'like',
          pattern,
        ),
        eb(
          sql`exists (select 1 from ingredients u where u.slug = any (s.using_slugs)
            and lower(u.name_en || ' ' || u.name_fr || ' ' || u.name_ar || ' ' || u.slug) like ${pattern})`,
          '=',
          sql`true`,
        ),
      ]),
    );
  }
  return query.orderBy('m.name_en').orderBy('s.id').execute();
}

export function findSubstitution(db: Kysely<Database>, id: number) {
  return db.selectFrom('substitutions').selectAll().where('id', '=', id).executeTakeFirst();
}

const rowOf = (rule: SubstitutionInput) => ({
  missing_slug: rule.missing,
  using_slugs: rule.using,
  quality: rule.quality,
  note_en: rule.note_en,
  note_fr: rule.note_fr,
  note_ar: rule.note_ar,
});

export function insertSubstitutions(
  db: Kysely<Database>,
  rules: SubstitutionInput[],
  adminId: number | null,
) {
  if (rules.length === 0) return Promise.resolve([]);
  return db
    .insertInto('substitutions')
    .values(rules.map((rule) => ({ ...rowOf(rule), created_by: adminId, updated_by: adminId })))
    .returning(['id', 'missing_slug'])
    .execute();
}

export function updateSubstitutionRow(
  db: Kysely<Database>,
  id: number,
  rule: SubstitutionInput,
  adminId: number,
) {
  return db
    .updateTable('substitutions')
    .set({ ...rowOf(rule), updated_by: adminId })
    .where('id', '=', id)
    .returning(['id', 'missing_slug'])
    .executeTakeFirst();
}

export function deleteSubstitutionRow(db: Kysely<Database>, id: number) {
  return db
    .deleteFrom('substitutions')
    .where('id', '=', id)
    .returning(['id', 'missing_slug'])
    .executeTakeFirst();
}
