import { describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../test/admin-app.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { findUnsafeMarkup, XSS_PAYLOADS } from '../../test/xss-corpus.ts';

describe.each(testDatabaseKinds)('blog management API on %s', (kind) => {
  const admin = signedInAdminApp(kind);
  const { send } = admin;

  it('saves drafts with an English title only, and makes unique slugs', async () => {
    const untitled = await send('POST', '/api/admin/blog/posts', { title_en: ' ' });
    expect(untitled.json().error.message).toBe('Please enter a title before saving');
    const first = (
      await send('POST', '/api/admin/blog/posts', { title_en: 'Spring tagines' })
    ).json().post;
    expect(first).toMatchObject({ slug: 'spring-tagines', status: 'draft', published_at: null });
    expect(
      (
        await send('GET', `/api/admin/blog/slug?title=${encodeURIComponent('Spring Tagines')}`)
      ).json().slug,
    ).toBe('spring-tagines-2');
    expect((await send('GET', '/api/admin/blog/posts/' + first.id)).json().post.author).toBe(
      'amina',
    );
  });

  it('needs title and content to publish; keeps or sets the date; unpublishing clears it', async () => {
    const noContent = await send('POST', '/api/admin/blog/posts', {
      title_en: 'Empty',
      status: 'published',
    });
    expect(noContent.json().error.message).toBe('Please add content before publishing');
    const draft = (
      await send('POST', '/api/admin/blog/posts', {
        title_en: 'Saffron',
        content_en: '<p>Red gold.</p>',
        published_at: '2025-05-01T08:00:00.000Z',
      })
    ).json().post;
    const body = (changes: object) => ({
      title_en: 'Saffron',
      content_en: '<p>Red gold.</p>',
      ...changes,
    });
    const published = (
      await send(
        'PUT',
        `/api/admin/blog/posts/${draft.id}`,
        body({ status: 'published', published_at: null }),
      )
    ).json().post;
    expect(published.status).toBe('published');
    expect(new Date(published.published_at).toISOString()).toBe('2025-05-01T08:00:00.000Z'); // kept
    expect((await admin.t.app.inject('/api/blog/posts/saffron')).statusCode).toBe(200);
    const unpublished = (
      await send('PUT', `/api/admin/blog/posts/${draft.id}`, body({ status: 'draft' }))
    ).json().post;
    expect(unpublished).toMatchObject({ status: 'draft', published_at: null });
    expect((await admin.t.app.inject('/api/blog/posts/saffron')).statusCode).toBe(404);
    const now = (
      await send('PUT', `/api/admin/blog/posts/${draft.id}`, body({ status: 'published' }))
    ).json().post;
    expect(Date.now() - new Date(now.published_at).getTime()).toBeLessThan(60_000);
  });

  it('stores every one of the XSS payloads sanitised', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    for (const [n, payload] of XSS_PAYLOADS.entries()) {
      const response = await send('POST', '/api/admin/blog/posts', {
        title_en: `Probe ${n}`,
        content_en: `<p>before</p>${payload}<p>after</p>`,
        content_ar: payload,
      });
      expect(response.statusCode, payload).toBe(201);
      const stored = await admin.t.db
        .selectFrom('blog_posts')
        .select(['content_en', 'content_ar'])
        .where('id', '=', response.json().post.id)
        .executeTakeFirstOrThrow();
      expect(findUnsafeMarkup(stored.content_en), payload).toEqual([]);
      expect(findUnsafeMarkup(stored.content_ar), payload).toEqual([]);
      expect(stored.content_en).toContain('<p>before</p>');
    }
  });

  it('lists 12 a page with filters and counts, and deletes', async () => {
    const list = (await send('GET', '/api/admin/blog/posts')).json();
    expect(list.posts).toHaveLength(12);
    expect(list.pagination.pages).toBe(Math.ceil(list.pagination.total / 12));
    expect(list.counts.status.published).toBeGreaterThanOrEqual(5);
    const drafts = (await send('GET', '/api/admin/blog/posts?status=draft')).json();
    expect(drafts.posts.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const found = (await send('GET', '/api/admin/blog/posts?search=saffron')).json();
    expect(found.posts.map((p: { slug: string }) => p.slug)).toContain('saffron');
    const id = found.posts[0].id;
    expect((await send('DELETE', `/api/admin/blog/posts/${id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/admin/blog/posts/${id}`)).json().error.message).toBe(
      'Blog post not found',
    );
  });

  it('searches for % and _ literally, not as wildcards', async () => {
    const titles = ['Mint tea, 100% fresh', 'ras_el_hanout notes'];
    for (const title_en of titles) {
      expect((await send('POST', '/api/admin/blog/posts', { title_en })).statusCode).toBe(201);
    }
    const titlesFound = async (search: string) =>
      (await send('GET', `/api/admin/blog/posts?search=${encodeURIComponent(search)}`))
        .json()
        .posts.map((p: { title_en: string }) => p.title_en);
    expect(await titlesFound('%')).toEqual(['Mint tea, 100% fresh']);
    expect(await titlesFound('_')).toEqual(['ras_el_hanout notes']);
    expect(await titlesFound('0% f')).toEqual(['Mint tea, 100% fresh']);
    expect(await titlesFound('s_el')).toEqual(['ras_el_hanout notes']);
    expect(await titlesFound('\\')).toEqual([]);
  });

  it('refuses a publish date outside 1970 to 9999 with a 400 naming the field, and writes nothing', async () => {
    const countPosts = async () =>
      (await admin.t.db.selectFrom('blog_posts').select('id').execute()).length;
    const before = await countPosts();
    for (const published_at of ['0000-01-01T00:00:00.000Z', '1969-12-31T23:59:59Z']) {
      const response = await send('POST', '/api/admin/blog/posts', {
        title_en: 'Ancient tea',
        published_at,
      });
      expect(response.statusCode, published_at).toBe(400);
      expect(response.json().error.fields).toEqual({
        published_at: 'Publish date must be between the years 1970 and 9999',
      });
    }
    expect(await countPosts()).toBe(before);
    const backdated = await send('POST', '/api/admin/blog/posts', {
      title_en: 'From the old site',
      published_at: '2009-04-01T10:00:00Z',
    });
    expect(backdated.statusCode, backdated.body).toBe(201);
  });

  it('manages blog categories: one name in three languages, no duplicates by name or slug', async () => {
    expect(
      (await send('POST', '/api/admin/blog/categories', { name: '' })).json().error.message,
    ).toBe('Category name is required');
    const created = await send('POST', '/api/admin/blog/categories', { name: 'Street Food' });
    expect(created.statusCode).toBe(201);
    const row = await admin.t.db
      .selectFrom('blog_categories')
      .selectAll()
      .where('slug', '=', 'street-food')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name_en: 'Street Food',
      name_fr: 'Street Food',
      name_ar: 'Street Food',
      icon: '📝',
      color: '#3b82f6',
    });
    expect(
      (await send('POST', '/api/admin/blog/categories', { name: 'street food' })).json().error
        .message,
    ).toBe('A category with this name already exists');
    const list = (await send('GET', '/api/admin/blog/categories')).json().categories;
    expect(
      list.find((c: { slug: string }) => c.slug === 'traditional-recipes').post_count,
    ).toBeGreaterThan(0);
    expect((await send('DELETE', `/api/admin/blog/categories/${row.id}`)).statusCode).toBe(204);
  });
});
