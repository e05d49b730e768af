import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { blogCategorySchema } from '@chhiwat/core';
import {
  adminPostListQuerySchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
  blogCategoryInputSchema,
  blogCategoryListResponseSchema,
  blogPostInputSchema,
  createdBlogCategoryResponseSchema,
  idParamsSchema,
  noContentSchema,
  postSlugQuerySchema,
  savedPostResponseSchema,
  slugResponseSchema,
} from '@chhiwat/core';
import type { Database } from '../../db/schema.ts';
import { currentAdmin } from '../../platform/admin-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import { bodyCheckedBy } from '../../platform/validation.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { recordActivity } from '../activity/service.ts';
import { removeStoredImage } from '../images/service.ts';
import {
  createBlogCategory,
  createPost,
  deleteBlogCategory,
  deletePost,
  findPostForAdmin,
  generatePostSlug,
  listBlogCategories,
  listPostsForAdmin,
  updatePost,
} from './service.ts';

/** Blog management (back-office.md §2.8, §7 Blog). */
export const blogAdminRoutes =
  (db: Kysely<Database>, storage: FileStorage, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    const log = (
      request: FastifyRequest,
      action: string,
      type: string,
      id: number,
      description: string,
    ) =>
      recordActivity(db, request, {
        action,
        resourceType: type,
        resourceId: id,
        tableName: type === 'blog_post' ? 'blog_posts' : 'blog_categories',
        description,
      });

    app.get(
      '/api/admin/blog/posts',
      {
        config: { access: 'admin' },
        schema: {
          querystring: adminPostListQuerySchema,
          response: { 200: adminPostListResponseSchema },
        },
      },
      async (request) => listPostsForAdmin(db, request.query),
    );

    app.get(
      '/api/admin/blog/posts/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 200: adminPostResponseSchema } },
      },
      async (request) => {
        const post = await findPostForAdmin(db, request.params.id);
        if (!post) throw notFound('Blog post not found');
        return { post };
      },
    );

    app.get(
      '/api/admin/blog/slug',
      {
        config: { access: 'admin' },
        schema: {
          querystring: postSlugQuerySchema,
          response: { 200: slugResponseSchema },
        },
      },
      async (request) => ({
        slug: await generatePostSlug(db, request.query.title, request.query.exceptId),
      }),
    );

    app.post(
      '/api/admin/blog/posts',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(blogPostInputSchema),
          response: { 201: savedPostResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createPost(db, request.body, currentAdmin(request).id, clock.now());
        await log(
          request,
          'create',
          'blog_post',
          created.id,
          `Created ${created.status} post ${created.slug}`,
        );
        return reply.status(201).send({ post: created });
      },
    );

    app.put(
      '/api/admin/blog/posts/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: idParamsSchema,
          body: bodyCheckedBy(blogPostInputSchema),
          response: { 200: savedPostResponseSchema },
        },
      },
      async (request) => {
        const { previousImage, ...updated } = await updatePost(
          db,
          request.params.id,
          request.body,
          currentAdmin(request).id,
          clock.now(),
        );
        if (previousImage !== updated.image_url)
          await removeStoredImage(db, storage, previousImage);
        await log(
          request,
          'update',
          'blog_post',
          updated.id,
          `Saved ${updated.status} post ${updated.slug}`,
        );
        return { post: updated };
      },
    );

    app.delete(
      '/api/admin/blog/posts/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const deleted = await deletePost(db, request.params.id);
        await removeStoredImage(db, storage, deleted.image_url);
        await log(request, 'delete', 'blog_post', deleted.id, `Deleted post ${deleted.slug}`);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/admin/blog/categories',
      {
        config: { access: 'admin' },
        schema: { response: { 200: blogCategoryListResponseSchema } },
      },
      // Rows from raw SQL are typed loosely; the response schema checks every one.
      async () => ({
        categories: (await listBlogCategories(db)) as z.input<typeof blogCategorySchema>[],
      }),
    );

    app.post(
      '/api/admin/blog/categories',
      {
        config: { access: 'admin' },
        schema: {
          body: bodyCheckedBy(blogCategoryInputSchema),
          response: { 201: createdBlogCategoryResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createBlogCategory(db, request.body, currentAdmin(request).id);
        await log(
          request,
          'create',
          'blog_category',
          created.id,
          `Created blog category ${created.slug}`,
        );
        return reply.status(201).send({ category: created });
      },
    );

    app.delete(
      '/api/admin/blog/categories/:id',
      {
        config: { access: 'admin' },
        schema: { params: idParamsSchema, response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const deleted = await deleteBlogCategory(db, request.params.id);
        await log(
          request,
          'delete',
          'blog_category',
          deleted.id,
          `Deleted blog category ${deleted.slug}`,
        );
        return reply.status(204).send();
      },
    );
  };
