/**
 * A change log beside the catalogue version (issue #42): each version a write makes records what it
 * changed — recipe ids, or a kind of shared data (ingredients, swaps) — so a server patches those
 * entries into its in-memory catalogue instead of reading the whole catalogue again. The version and
 * its log rows are written by the same trigger, under the version row's lock, so versions commit in
 * order and a reader that sees version v sees every row up to v.
 *
 * `catalogue_chunks` keeps, per block of 1,000 recipe ids (id / 1000), the version of the block's
 * last change: the offline catalogue's shards are those blocks, and their versions are its ETags.
 */
const CHUNK = 1000;

const recipeTables = [
  { table: 'recipes', id: 'id' },
  { table: 'recipe_ingredients', id: 'recipe_id' },
];
const sharedTables = [
  { table: 'ingredients', kind: 'ingredients' },
  { table: 'ingredient_categories', kind: 'ingredients' },
  { table: 'substitutions', kind: 'substitutions' },
];
const events = [
  { event: 'insert', referencing: 'new table as changed' },
  { event: 'update', referencing: 'old table as changed_before new table as changed' },
  { event: 'delete', referencing: 'old table as changed' },
];

export const statements: string[] = [
  `create table catalogue_changes (
    id bigint generated always as identity primary key,
    version bigint not null,
    kind text not null
      check (kind in ('recipe', 'ingredients', 'substitutions', 'categories', 'all')),
    recipe_id integer check ((kind = 'recipe') = (recipe_id is not null)),
    -- old rows are pruned by age; a server further behind than the log reads everything again
    logged_at timestamptz not null default now()
  )`,
  `create index catalogue_changes_version_idx on catalogue_changes (version)`,
  `create table catalogue_chunks (chunk integer primary key, version bigint not null)`,
  `insert into catalogue_chunks (chunk, version)
     select id / ${CHUNK}, (select version from catalogue_version) from recipes group by 1`,

  // One version for the statement, its recipes logged and their chunks moved, and the kind of shared
  // data it changed if any; nothing at all when no row changed.
  `create function log_recipe_changes(ids integer[], shared_kind text default null)
   returns void language plpgsql as $$
   declare v bigint;
   begin
     if cardinality(ids) = 0 and shared_kind is null then return; end if;
     update catalogue_version set version = version + 1, changed_at = now() returning version into v;
     -- no version row: a restore under way, which ends by logging that everything changed
     if v is null then return; end if;
     if shared_kind is not null then
       insert into catalogue_changes (version, kind) values (v, shared_kind);
     end if;
     insert into catalogue_changes (version, kind, recipe_id)
       select distinct v, 'recipe', id from unnest(ids) as id;
     insert into catalogue_chunks (chunk, version)
       select distinct id / ${CHUNK}, v from unnest(ids) as id
       on conflict (chunk) do update set version = excluded.version;
   end $$`,
  ...recipeTables.map(
    ({
      table,
      id,
    }) => `create function ${table}_log_changes() returns trigger language plpgsql as $$
   begin
     if tg_op = 'UPDATE' then
       perform log_recipe_changes(array(select ${id} from changed union select ${id} from changed_before));
     else
       perform log_recipe_changes(array(select ${id} from changed));
     end if;
     return null;
   end $$`,
  ),
  // A category's name, slug or state shows on (or hides) every recipe in it.
  `create function recipe_categories_log_changes() returns trigger language plpgsql as $$
   begin
     perform log_recipe_changes(
       array(select r.id from recipes r where r.category_id in (select id from changed)),
       'categories');
     return null;
   end $$`,
  `create function log_catalogue_change() returns trigger language plpgsql as $$
   begin
     perform log_recipe_changes('{}', tg_argv[0]);
     return null;
   end $$`,

  ...[...recipeTables.map(({ table }) => table), 'recipe_categories', 'ingredient_categories']
    .concat(sharedTables.map(({ table }) => table))
    .filter((table, at, all) => all.indexOf(table) === at)
    .map((table) => `drop trigger ${table}_bump_catalogue_version on ${table}`),

  ...[...recipeTables.map(({ table }) => table), 'recipe_categories'].flatMap((table) =>
    events.map(
      ({ event, referencing }) =>
        `create trigger ${table}_${event}_log_changes after ${event} on ${table}
         referencing ${referencing} for each statement execute function ${table}_log_changes()`,
    ),
  ),
  ...sharedTables.map(
    ({ table, kind }) =>
      `create trigger ${table}_log_changes after insert or update or delete on ${table}
       for each statement execute function log_catalogue_change('${kind}')`,
  ),
  // A truncate has no rows to name: everything is read again.
  ...[...recipeTables.map(({ table }) => table), 'recipe_categories']
    .concat(sharedTables.map(({ table }) => table))
    .map(
      (table) =>
        `create trigger ${table}_truncate_log_changes after truncate on ${table}
         for each statement execute function log_catalogue_change('all')`,
    ),
];
