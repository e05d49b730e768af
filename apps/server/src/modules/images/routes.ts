import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  bucketParamsSchema,
  type Bucket,
  fileBodySchema,
  fileParamsSchema,
  imageFromUrlRequestSchema,
  libraryResponseSchema,
  noContentSchema,
  uploadResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { logFetchRefusal } from '../../platform/safe-fetch.ts';
import { MEDIA_CACHE_CONTROL, type FileStorage } from '../../platform/storage.ts';
import {
  listUploads,
  mediaUrl,
  removeStoredImage,
  saveImageFromUrl,
  saveUpload,
  type ImageFetchRules,
} from './service.ts';

/** Ingredient and recipe uploads may be up to 10 MB before compression; blog images 0.5 MB (back-office.md §5). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const BLOG_LIMIT_MB = 0.5;
/** The most bytes an image of the bucket may have before it is re-encoded, uploaded or fetched. */
const inputLimitBytes = (bucket: Bucket) =>
  bucket === 'blog-images' ? BLOG_LIMIT_MB * 1024 * 1024 : UPLOAD_LIMIT_BYTES;
/** An image fetched from another site: the page fetch's 10 s. */
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
/**
 * A day: a redirect to S3_PUBLIC_URL is a setting, not a fact about the file, so it is a 302 kept
 * for a while rather than a 301 that browsers would keep after the setting changed (decision 0025).
 */
export const MEDIA_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
const redirectSchema = z.undefined().describe('With S3_PUBLIC_URL: the file is at `location`');

export interface ImageRoutesOptions {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  /** Who may be fetched from (IMPORT_ALLOW_HOSTS) and, in tests, a shorter deadline. */
  fetching: { allowHosts: readonly string[]; timeoutMs?: number };
}

/**
 * Uploads (checked by content, re-encoded, named by us), copies of images from other sites, the
 * blog library, deletion, and /media serving.
 */
export const imageRoutes =
  ({ db, storage, clock, fetching }: ImageRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    // a refused copy's answer names the host typed, the log also what it resolved to
    app.addHook('onError', logFetchRefusal);
    // a fetched image keeps the upload's limits: 10 MB, and 0.5 MB for the blog's
    const fetchRules = (bucket: Bucket): ImageFetchRules => ({
      allowHosts: fetching.allowHosts,
      maxBytes: inputLimitBytes(bucket),
      timeoutMs: fetching.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS,
    });
    app.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/admin/images/:bucket',
      {
        config: { access: 'admin' },
        bodyLimit: UPLOAD_LIMIT_BYTES,
        schema: { params: bucketParamsSchema, response: { 201: uploadResponseSchema } },
      },
      async (request, reply) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0)
          throw new HttpError(415, 'invalid_image', 'Please select a valid image file');
        const { bucket } = request.params;
        if (bytes.length > inputLimitBytes(bucket)) {
          const size = (bytes.length / 1024 / 1024).toFixed(2);
          throw new HttpError(
            413,
            'too_large',
            `File size (${size}MB) exceeds the limit of ${inputLimitBytes(bucket) / 1024 / 1024}MB.`,
          );
        }
        const saved = await saveUpload(
          db,
          storage,
          bucket,
          bytes,
          currentAdmin(request).id,
          clock.now(),
        );
        return reply.status(201).send({ image: saved });
      },
    );

    app.post(
      '/api/admin/images/:bucket/from-url',
      {
        config: { access: 'admin' },
        schema: {
          params: bucketParamsSchema,
          body: imageFromUrlRequestSchema,
          response: { 201: uploadResponseSchema },
        },
      },
      async (request, reply) => {
        const saved = await saveImageFromUrl(
          db,
          storage,
          request.params.bucket,
          request.body.url,
          fetchRules(request.params.bucket),
          currentAdmin(request).id,
          clock.now(),
        );
        return reply.status(201).send({ image: saved });
      },
    );

    app.get(
      '/api/admin/images/:bucket',
      {
        config: { access: 'admin' },
        schema: { params: bucketParamsSchema, response: { 200: libraryResponseSchema } },
      },
      async (request) => {
        return { images: await listUploads(db, request.params.bucket) };
      },
    );

    app.delete(
      '/api/admin/images/:bucket/:name',
      {
        config: { access: 'admin' },
        schema: { params: fileParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const { bucket, name } = request.params;
        if (!(await removeStoredImage(db, storage, mediaUrl(bucket, name))))
          throw notFound('Image not found');
        return reply.status(204).send();
      },
    );

    app.get(
      '/media/:bucket/:name',
      {
        schema: {
          params: fileParamsSchema,
          produces: ['image/webp'],
          response: { 200: fileBodySchema, 302: redirectSchema },
        },
      },
      async (request, reply) => {
        const { bucket, name } = request.params;
        const direct = storage.publicUrlOf(bucket, name);
        if (direct)
          return reply.header('cache-control', MEDIA_REDIRECT_CACHE_CONTROL).redirect(direct, 302);
        const bytes = await storage.get(bucket, name);
        if (!bytes) throw notFound('Image not found');
        return reply
          .type('image/webp')
          .header('cache-control', MEDIA_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(bytes);
      },
    );
  };
