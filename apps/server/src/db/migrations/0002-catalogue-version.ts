/**
 * A catalogue version, bumped by the database itself on any change to what matching and the public
 * lists read. Every server process compares it with the version of its in-memory snapshot, so a change
 * made through one process (or by hand in SQL) reaches all of them.
 */
const watched = [
  'recipes',
  'recipe_ingredients',
  'ingredients',
  'recipe_categories',
  'ingredient_categories',
];

export const statements: string[] = [
  `create table catalogue_version (
    id boolean primary key default true check (id),
    version bigint not null default 1,
    changed_at timestamptz not null default now()
  )`,
  `insert into catalogue_version default values`,
  `create function bump_catalogue_version() returns trigger language plpgsql as $$
   begin
     update catalogue_version set version = version + 1, changed_at = now();
     return null;
   end $$`,
  ...watched.map(
    (table) =>
      `create trigger ${table}_bump_catalogue_version after insert or update or delete or truncate
       on ${table} for each statement execute function bump_catalogue_version()`,
  ),
];
