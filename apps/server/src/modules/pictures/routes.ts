import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParamsSchema, textBodySchema } from '@chhiwat/core';
import { notFound } from '../../platform/errors.ts';
import { RECIPE_PICTURES_PATH } from './illustration-url.ts';
import type { RecipePictures } from './recipe-pictures.ts';

/** Unknown query parameters are dropped (a share or analytics tag must not break a picture). */
const pictureQuerySchema = z.object({ v: z.string().max(64).optional() });

/** A year: the longest lifetime caches honour. */
const FOR_GOOD = 'public, max-age=31536000, immutable';

/**
 * `GET /recipe-pictures/:slug.svg`: a public recipe's illustration, made once per content version
 * (response cache). With the current `?v=` token (the URL in the recipe's card) it is cached for
 * good, since any change to what it is drawn from changes the token. Without it, or with an old one,
 * the current picture comes back to be checked each time, and is kept out of the shared response
 * cache, so made-up tokens cannot fill it.
 */
export const recipePictureRoutes =
  (pictures: RecipePictures): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${RECIPE_PICTURES_PATH}/:slug.svg`,
      {
        config: { responseCache: true },
        schema: {
          params: slugParamsSchema,
          querystring: pictureQuerySchema,
          produces: ['image/svg+xml'],
          response: { 200: textBodySchema },
        },
      },
      async (request, reply) => {
        const illustration = await pictures.illustrationOf(request.params.slug);
        if (!illustration) throw notFound('Recipe not found');
        const svg = await pictures.draw(illustration);
        return reply
          .type('image/svg+xml')
          .header(
            'cache-control',
            request.query.v === illustration.token ? FOR_GOOD : 'private, no-cache',
          )
          .send(svg);
      },
    );
  };
