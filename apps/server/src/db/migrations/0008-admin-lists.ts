/**
 * The admin recipe list at a million recipes (issue #42): keyset paging, counts kept by triggers,
 * search on trigram indexes.
 *
 * - The list's one order is `updated_at desc, id desc`; an index on (updated_at, id) serves it both
 *   ways (first and last page), and two more serve it under the category and status filters. They
 *   replace the indexes on updated_at alone and category_id alone, which they cover.
 * - `recipe_counts` holds how many recipes share each (status, category, difficulty, photo): the
 *   chips and the unsearched list's total read it instead of counting the table. Statement triggers
 *   keep it, a row for each key with recipes (a key whose last recipe goes is deleted, so the table
 *   depends on the recipes alone). It is derived: backups leave it out, and a restore rebuilds it
 *   through the same triggers.
 * - The admin search matches titles and slugs with ILIKE '%term%', which the pg_trgm GIN indexes
 *   serve; PGlite loads the extension when it opens (db/database.ts).
 */
const HAS_PHOTO = `(coalesce(image_url, '') <> '')`;
const KEY = `status, category_id, difficulty, ${HAS_PHOTO} as has_photo`;

/** Adds each key's change in `changes (status, category_id, difficulty, has_photo, n)`. */
const applyChanges = (changes: string) => `
  insert into recipe_counts as counted (status, category_id, difficulty, has_photo, n)
    select status, category_id, difficulty, has_photo, sum(n) from (${changes}) as change
    group by status, category_id, difficulty, has_photo
    having sum(n) <> 0
  on conflict (status, category_id, difficulty, has_photo)
    do update set n = counted.n + excluded.n;
  delete from recipe_counts where n = 0;`;

export const statements: string[] = [
  `create extension if not exists pg_trgm`,

  `drop index recipes_updated_at_idx`,
  `drop index recipes_category_id_idx`,
  `create index recipes_admin_order_idx on recipes (updated_at, id)`,
  `create index recipes_category_order_idx on recipes (category_id, updated_at, id)`,
  `create index recipes_status_order_idx on recipes (status, updated_at, id)`,
  `create index recipes_photo_order_idx on recipes (${HAS_PHOTO}, updated_at, id)`,
  ...['title_en', 'title_fr', 'title_ar', 'slug'].map(
    (column) =>
      `create index recipes_${column}_trgm_idx on recipes using gin (${column} gin_trgm_ops)`,
  ),

  `create table recipe_counts (
    status text not null,
    category_id integer not null,
    difficulty text not null,
    has_photo boolean not null,
    n bigint not null,
    primary key (status, category_id, difficulty, has_photo)
  )`,
  `insert into recipe_counts (status, category_id, difficulty, has_photo, n)
     select ${KEY}, count(*) from recipes group by 1, 2, 3, 4`,
  // One function for the three row events; each runs only the branch whose transition tables exist.
  `create function follow_recipe_counts() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       ${applyChanges(`select ${KEY}, 1 as n from added`)}
     elsif tg_op = 'DELETE' then
       ${applyChanges(`select ${KEY}, -1 as n from removed`)}
     elsif tg_op = 'UPDATE' then
       ${applyChanges(
         `select ${KEY}, 1 as n from added union all select ${KEY}, -1 as n from removed`,
       )}
     else
       delete from recipe_counts;
     end if;
     return null;
   end $$`,
  // A trigger with transition tables has one event (PostgreSQL's rule), hence three.
  `create trigger recipes_count_inserts after insert on recipes
     referencing new table as added for each statement execute function follow_recipe_counts()`,
  `create trigger recipes_count_deletes after delete on recipes
     referencing old table as removed for each statement execute function follow_recipe_counts()`,
  `create trigger recipes_count_updates after update on recipes
     referencing old table as removed new table as added
     for each statement execute function follow_recipe_counts()`,
  `create trigger recipes_count_truncates after truncate on recipes
     for each statement execute function follow_recipe_counts()`,
];
