import type { DatabaseHandle } from '../../db/database.ts';
import type { GuardAdmin } from '../../platform/admin-guard.ts';
import {
  countEverything,
  listNewestIngredients,
  listNewestRecipes,
  listRecentActivity,
  listRecentActivityOf,
  searchCatalogueNames,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "New" on the dashboard means created in the last 30 days. */
const NEW_WINDOW_DAYS = 30;
const RECENT_ACTIVITY = 10;
const NEWEST_ITEMS = 5;
const SEARCH_RESULTS_PER_KIND = 5;

/**
 * The latest changes as `reader` may see them. Super admins read the whole log; a plain admin, who
 * has no access to the accounts, reads no other admin's sign-ins, account changes or e-mail.
 */
function recentActivityFor(database: DatabaseHandle, reader: Pick<GuardAdmin, 'id' | 'role'>) {
  return reader.role === 'super_admin'
    ? listRecentActivity(database.db, RECENT_ACTIVITY)
    : listRecentActivityOf(database.db, RECENT_ACTIVITY, reader.id);
}

/** The dashboard's real numbers (no fixed percentages), the latest changes, and the database's latency. */
export async function dashboardSummary(
  database: DatabaseHandle,
  now: Date,
  reader: Pick<GuardAdmin, 'id' | 'role'>,
) {
  const { db } = database;
  const since = new Date(now.getTime() - NEW_WINDOW_DAYS * DAY_MS);
  const started = performance.now();
  const [numbers, activities, ingredients, recipes] = await Promise.all([
    countEverything(db, since),
    recentActivityFor(database, reader),
    listNewestIngredients(db, NEWEST_ITEMS),
    listNewestRecipes(db, NEWEST_ITEMS),
  ]);
  return {
    counts: numbers,
    newSince: since,
    activities,
    recentIngredients: ingredients,
    recentRecipes: recipes,
    database: {
      kind: database.kind,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    },
  };
}

/** The activity log for super admins: the newest `limit` entries, after `since` when given. */
export const listActivity = (database: DatabaseHandle, limit: number, since?: Date) =>
  listRecentActivity(database.db, limit, since);

/** The header's search: a few of each kind, matched on their names in every language. */
export const searchAdmin = (database: DatabaseHandle, text: string) =>
  searchCatalogueNames(database.db, text, SEARCH_RESULTS_PER_KIND);
