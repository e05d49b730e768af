/**
 * `npx tsx bench/scale/text-search.ts [10k|100k|1M]`: public search in PostgreSQL, measured on the
 * scale bench's database, to decide how search leaves memory (issue #42): trigram indexes on the
 * folded text against full-text search on it, beside core's in-memory scan of the same texts. It
 * works in a schema of its own (`text_search_trial`), dropped at the end; the app's tables are only
 * read. First it checks that the SQL folding agrees with core's on every public recipe's texts.
 */
import pg from 'pg';
import { normalizeSearchText } from '@chhiwat/core';
import { median, percentile } from '../stats.ts';
import { scaleDatabaseUrl } from './load.ts';
import { SEARCH_FOLD_FUNCTION } from '../../apps/server/src/db/migrations/0009-public-search.ts';
import { parseScale } from './sizes.ts';

const WORDS = [
  'tagine',
  'poulet',
  'harira',
  'طاجين',
  'كسكس',
  'amandes',
  'citron',
  'zqzq',
  'rfissa',
];
const RUNS = 7;

const recipes = parseScale(process.argv[2] ?? '100k');
const client = new pg.Client({ connectionString: scaleDatabaseUrl(recipes) });
await client.connect();

const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

try {
  await client.query('drop schema if exists text_search_trial cascade');
  await client.query('create schema text_search_trial');
  await client.query('set search_path = text_search_trial, public');
  await client.query('create extension if not exists pg_trgm');
  await client.query(SEARCH_FOLD_FUNCTION);

  const languages = ['en', 'fr', 'ar'] as const;
  const textOf = (l: string) =>
    `title_${l} || ' ' || description_${l} || ' ' || array_to_string(tags, ' ')`;
  const build = await time(() =>
    client.query(`create table texts as
      select r.id, ${languages.map((l) => `search_fold(${textOf(l)}) as ${l}`).join(', ')},
        ${languages.map((l) => `${textOf(l)} as raw_${l}`).join(', ')}
      from public.recipes r where r.status = 'published'`),
  );
  const rows = (await client.query(`select * from texts`)).rows as Record<string, string>[];
  let differ = 0;
  const examples: string[] = [];
  for (const row of rows)
    for (const l of languages)
      if (normalizeSearchText(row[`raw_${l}`] ?? '') !== row[l]) {
        differ++;
        if (examples.length < 3) examples.push(`${row.id} ${l}: ${row[`raw_${l}`]?.slice(0, 60)}`);
      }
  console.log(
    `${rows.length} recipes; folded in SQL in ${build.toFixed(0)} ms; texts differing from core: ${differ}`,
    examples,
  );

  const trigram = await time(async () => {
    for (const l of languages)
      await client.query(`create index on texts using gin (${l} gin_trgm_ops)`);
  });
  const fullText = await time(async () => {
    for (const l of languages) {
      await client.query(`alter table texts add column tsv_${l} tsvector
        generated always as (to_tsvector('simple', ${l})) stored`);
      await client.query(`create index on texts using gin (tsv_${l})`);
    }
  });
  await client.query('analyze texts');
  console.log(`indexes: trigram ${trigram.toFixed(0)} ms, full text ${fullText.toFixed(0)} ms`);

  const queries = {
    'trigram, ids': (l: string) =>
      `select id from texts where ${l} like '%' || search_fold($1) || '%'`,
    'full text, ids': (l: string) =>
      `select id from texts where tsv_${l} @@ to_tsquery('simple', search_fold($1) || ':*')`,
  };
  const table: string[] = [
    '| word | matches: substring / word prefix | trigram median / p95 (ms) | full text median / p95 (ms) | core scan median (ms) |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const word of WORDS) {
    const l = /[\u0600-\u06FF]/.test(word)
      ? 'ar'
      : /poulet|amandes|citron/.test(word)
        ? 'fr'
        : 'en';
    const figures: string[] = [];
    const matches: number[] = [];
    for (const [, sql] of Object.entries(queries)) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < RUNS; run++)
        times.push(
          await time(async () => {
            found = (await client.query(sql(l), [word])).rowCount ?? 0;
          }),
        );
      matches.push(found);
      figures.push(`${median(times).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`);
    }
    const folded = normalizeSearchText(word);
    const texts = rows.map((row) => row[l] ?? '');
    const scan: number[] = [];
    for (let run = 0; run < RUNS; run++)
      scan.push(await time(async () => texts.filter((text) => text.includes(folded)).length));
    table.push(
      `| ${word} | ${matches.join(' / ')} | ${figures.join(' | ')} | ${median(scan).toFixed(1)} |`,
    );
  }
  console.log(table.join('\n'));
} finally {
  await client.query('drop schema if exists text_search_trial cascade').catch(() => undefined);
  await client.end();
}
