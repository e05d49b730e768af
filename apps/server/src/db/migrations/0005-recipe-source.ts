/**
 * Where an imported recipe was adapted from (issue #23): shown as "Adapted from …" on its page
 * and as `isBasedOn` in its JSON-LD. Null for a recipe written here.
 */
export const statements: string[] = [`alter table recipes add column source_url text`];
