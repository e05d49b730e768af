import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ingredientRoutes } from './modules/ingredients/routes.ts';
import { PublicCatalogue } from './modules/recipes/public-catalogue.ts';
import { recipeRoutes } from './modules/recipes/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerWebApp } from './platform/web-app.ts';

export interface AppOptions {
  database: DatabaseHandle;
  /** Directory of the built web app; omitted in API tests and in development (Vite serves it). */
  webDist?: string;
  /** The site's public address, for canonical links and the sitemap. */
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory public catalogue and match index; writes call `catalogue.invalidate()`. */
    catalogue: PublicCatalogue;
  }
}

/** Builds the whole HTTP application; main.ts listens, tests call it with inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(etag);
  await app.register(healthRoutes(options.database));
  await app.register(ingredientRoutes(options.database));
  await app.register(categoryRoutes(options.database));
  const catalogue = new PublicCatalogue(options.database.db);
  app.decorate('catalogue', catalogue);
  await app.register(recipeRoutes(options.database.db, catalogue));
  await app.register(blogRoutes(options.database.db));
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  await app.register(seoRoutes(options.database.db, catalogue, publicUrl));
  await registerWebApp(app, { webDist: options.webDist, db: options.database.db, publicUrl });
  return app;
}
