import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { sensibleDate } from '@chhiwat/core';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { containsPattern } from '../../platform/sql-like.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function counts(db: Kysely<Database>, since: Date) {
  const { rows } = await sql<Record<string, number>>`
    select
      (select count(*)::int from ingredients) as ingredients,
      (select count(*)::int from ingredients where created_at >= ${since}) as ingredients_new,
      (select count(*)::int from recipes) as recipes,
      (select count(*)::int from recipes where created_at >= ${since}) as recipes_new,
      (select count(*)::int from blog_posts) as blog_posts,
      (select count(*)::int from blog_posts where created_at >= ${since}) as blog_posts_new,
      (select count(*)::int from blog_posts where status = 'published') as published_posts,
      (select count(*)::int from admins) as admins,
      (select count(*)::int from admins where is_active) as active_admins,
      (select count(*)::int from ingredient_categories) as ingredient_categories,
      (select count(*)::int from recipe_categories) as recipe_categories,
      (select count(*)::int from blog_categories) as blog_categories,
      (select count(*)::int from recipe_ingredients) as recipe_links,
      (select count(*)::int from images) as images`.execute(db);
  return rows[0] ?? {};
}

const activity = z.object({
  id: z.number(),
  admin_email: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  table_name: z.string().nullable(),
  description: z.string(),
  created_at: z.date(),
});

const recentActivity = (db: Kysely<Database>, limit: number, since?: Date) => {
  let query = db
    .selectFrom('admin_activity')
    .select([
      'id',
      'admin_email',
      'action',
      'resource_type',
      'resource_id',
      'table_name',
      'description',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (since) query = query.where('created_at', '>', since);
  return query.execute();
};

/** The dashboard's real numbers (no fixed percentages), recent activity, and the header's search. */
export const dashboardRoutes =
  (database: DatabaseHandle, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    app.get('/api/admin/dashboard', { config: { access: 'admin' } }, async (_request, reply) => {
      const since = new Date(clock.now().getTime() - 30 * DAY_MS);
      const started = performance.now();
      const [numbers, activities, ingredients, recipes] = await Promise.all([
        counts(db, since),
        recentActivity(db, 10),
        db
          .selectFrom('ingredients')
          .select(['id', 'slug', 'name_en', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(5)
          .execute(),
        db
          .selectFrom('recipes')
          .select(['id', 'slug', 'title_en', 'difficulty', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(5)
          .execute(),
      ]);
      reply.header('cache-control', 'no-store');
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
    });

    app.get(
      '/api/admin/activity',
      {
        config: { access: 'super_admin' },
        schema: {
          querystring: z.strictObject({
            since: sensibleDate('since').optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: z.object({ activities: z.array(activity) }) },
        },
      },
      async (request) => ({
        activities: await recentActivity(
          db,
          request.query.limit,
          request.query.since ? new Date(request.query.since) : undefined,
        ),
      }),
    );

    app.get(
      '/api/admin/search',
      {
        config: { access: 'admin' },
        schema: { querystring: z.strictObject({ q: z.string().trim().min(1).max(100) }) },
      },
      async (request) => {
        // Substring match on the names in every language; lower() on both sides keeps it portable.
        const term = containsPattern(request.query.q.toLowerCase());
        const like = (columns: string[]) =>
          sql<boolean>`(${sql.join(
            columns.map((c) => sql`lower(${sql.ref(c)}) like ${term}`),
            sql` or `,
          )})`;
        const [ingredients, recipes, posts] = await Promise.all([
          db
            .selectFrom('ingredients')
            .select(['id', 'slug', 'name_en as label'])
            .where(like(['name_en', 'name_fr', 'name_ar', 'name_darija', 'slug']))
            .orderBy('name_en')
            .limit(5)
            .execute(),
          db
            .selectFrom('recipes')
            .select(['id', 'slug', 'title_en as label'])
            .where(like(['title_en', 'title_fr', 'title_ar', 'slug']))
            .orderBy('title_en')
            .limit(5)
            .execute(),
          db
            .selectFrom('blog_posts')
            .select(['id', 'slug', 'title_en as label'])
            .where(like(['title_en', 'title_fr', 'title_ar', 'slug']))
            .orderBy('title_en')
            .limit(5)
            .execute(),
        ]);
        return { ingredients, recipes, posts };
      },
    );
  };
