/**
 * Public text search in PostgreSQL (issue #42, decision 0046): the catalogue no longer holds every
 * recipe's text in memory; each recipe keeps its searchable text folded in a column per language,
 * and trigram indexes answer `%term%` on them.
 *
 * - `search_<lang>` is `title || ' ' || description` folded as core folds it, then U+001F and the
 *   recipe's tags (searched in every language), each folded and joined by U+001F: a term that
 *   holds no U+001F (the server drops any) is found in the title and description or in one tag,
 *   never across them, as core's in-memory search finds it.
 * - The columns are generated: every write keeps them, a restore included.
 */
export const SEARCH_LANGUAGES = ['ar', 'fr', 'en'] as const;

/**
 * Core's search folding (`normalizeSearchText`, packages/core/src/search.ts) as one SQL function, so
 * PostgreSQL can index text folded exactly as the site searches it: invisible controls and
 * presentation-form tashkeel dropped, NFKD, combining marks dropped, lower case, the Arabic letter
 * variants, Latin strokes and ligatures, and Arabic-Indic and Persian digits folded, spaces squeezed.
 * PostgreSQL's regular expressions have no \p{Mn}: the ranges below are the combining marks of the
 * scripts the catalogue is written in (Latin, Arabic), checked against core on real and random text.
 */
const INVISIBLE =
  '[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uFC5E-\uFC63\uFE70\uFE72\uFE74\uFE76\uFE78\uFE7A\uFE7C\uFE7E]';
const MARKS =
  '[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u08D3-\u08E1\u08E3-\u08FF\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20F0\uFE20-\uFE2F]';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
// One character for one: translate() maps from[i] to to[i], and drops what has no counterpart.
const FROM = `ٱةىکیøłđħŧıØŁĐĦŦ${ARABIC_DIGITS}ـ`;
const TO = `اهيكيoldhtioldht${'0123456789'.repeat(2)}`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const SEARCH_FOLD_FUNCTION = `create or replace function search_fold(t text) returns text
  language sql immutable strict parallel safe as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      translate(
        lower(regexp_replace(normalize(regexp_replace(t, ${literal(INVISIBLE)}, '', 'g'), NFKD),
          ${literal(MARKS)}, '', 'g')),
        ${literal(FROM)}, ${literal(TO)}),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'Æ', 'ae'), 'Œ', 'oe'), 'ẞ', 'ss'),
    '\\s+', ' ', 'g'))
$$`;

/** The tags folded and joined by U+001F (array_to_string is only stable: this one is immutable). */
const SEARCH_FOLD_TAGS_FUNCTION = `create or replace function search_fold_tags(tags text[]) returns text
  language sql immutable strict parallel safe as $$
  select coalesce(string_agg(search_fold(tag), chr(31) order by place), '')
    from unnest(tags) with ordinality as t(tag, place)
$$`;

export const statements: string[] = [
  SEARCH_FOLD_FUNCTION,
  SEARCH_FOLD_TAGS_FUNCTION,
  ...SEARCH_LANGUAGES.flatMap((language) => [
    `alter table recipes add column search_${language} text generated always as
       (search_fold(title_${language} || ' ' || description_${language}) || chr(31) ||
        search_fold_tags(tags)) stored`,
    `create index recipes_search_${language}_idx on recipes using gin (search_${language} gin_trgm_ops)`,
  ]),
];
