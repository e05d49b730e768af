/**
 * Structured recipes and honest authoring (issue #40): cooking time may be 0 (a no-cook dish);
 * soaking and resting are counted apart from prep and cooking; a pressure-cooker time where a home
 * would use one; each step's timed wait (by position, 0 for none); region, occasions and seasons;
 * and a status, so that only a published recipe is public. Recipes already stored stay published.
 */
const inList = (column: string, words: string[]) =>
  `check (${column} <@ array[${words.map((word) => `'${word}'`).join(', ')}]::text[])`;

export const statements: string[] = [
  `alter table recipes drop constraint recipes_cooking_time_check`,
  `alter table recipes add constraint recipes_cooking_time_check check (cooking_time >= 0)`,
  `alter table recipes
     add column soak_time integer not null default 0 check (soak_time >= 0),
     add column rest_time integer not null default 0 check (rest_time >= 0),
     add column pressure_cooker_time integer check (pressure_cooker_time > 0),
     add column step_minutes integer[] not null default '{}',
     add column region text check (region in ('fes', 'marrakech', 'north', 'souss', 'draa-tafilalet',
                                              'oriental', 'sahara', 'atlantic')),
     add column occasions text[] not null default '{}'
       ${inList('occasions', ['everyday', 'ramadan', 'eid-al-fitr', 'eid-al-adha', 'achoura', 'friday', 'wedding', 'guests'])},
     add column seasons text[] not null default '{}'
       ${inList('seasons', ['spring', 'summer', 'autumn', 'winter'])},
     add column status text not null default 'published' check (status in ('draft', 'published'))`,
  // A new row names its status; the default above only publishes the recipes stored before.
  `alter table recipes alter column status set default 'draft'`,
  `create index recipes_status_idx on recipes (status) where status <> 'published'`,
];
