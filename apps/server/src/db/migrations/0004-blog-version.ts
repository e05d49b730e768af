/**
 * A blog version beside the catalogue version, bumped by the database on any change to what the
 * public blog reads: a published post (or one that was published) and the blog categories. It is
 * apart from the catalogue version so that saving a draft, every 30 seconds while an admin writes,
 * neither rebuilds the match index nor drops the response cache.
 */
export const statements: string[] = [
  `alter table catalogue_version add column blog_version bigint not null default 1`,
  `create function bump_blog_version() returns trigger language plpgsql as $$
   begin
     update catalogue_version set blog_version = blog_version + 1, changed_at = now();
     return null;
   end $$`,
  // An INSERT trigger may not name OLD, nor a DELETE trigger NEW: one trigger per event.
  `create trigger blog_posts_insert_bump_blog_version after insert on blog_posts
     for each row when (new.status = 'published') execute function bump_blog_version()`,
  `create trigger blog_posts_update_bump_blog_version after update on blog_posts
     for each row when (old.status = 'published' or new.status = 'published')
     execute function bump_blog_version()`,
  `create trigger blog_posts_delete_bump_blog_version after delete on blog_posts
     for each row when (old.status = 'published') execute function bump_blog_version()`,
  `create trigger blog_posts_truncate_bump_blog_version after truncate on blog_posts
     for each statement execute function bump_blog_version()`,
  // Row triggers: a statement that changes no row (a refused delete) must leave the version alone.
  `create trigger blog_categories_bump_blog_version after insert or update or delete
     on blog_categories for each row execute function bump_blog_version()`,
  `create trigger blog_categories_truncate_bump_blog_version after truncate on blog_categories
     for each statement execute function bump_blog_version()`,
];
