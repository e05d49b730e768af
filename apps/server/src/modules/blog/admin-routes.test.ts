import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, signIn } from '../../test/admins.ts';
import { testDatabaseKinds } from '../../test/database.ts';

/** Stored XSS attempts an editor (or a stolen session) might paste into a post. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p onclick="alert(1)">click</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** What must never survive sanitising. */
export const DANGEROUS =
  /<script|<iframe|<object|<embed|<svg|<style|<meta|<link|<base|<form|<input|\son\w+\s*=|javascript:|vbscript:|data:text\/html/i;

describe.each(testDatabaseKinds)('blog management API on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { seeded: true });
    await createAccount(t.db, { username: 'amina' });
    cookie = await signIn(t.app, 'amina');
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

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
    expect((await t.app.inject('/api/blog/posts/saffron')).statusCode).toBe(200);
    const unpublished = (
      await send('PUT', `/api/admin/blog/posts/${draft.id}`, body({ status: 'draft' }))
    ).json().post;
    expect(unpublished).toMatchObject({ status: 'draft', published_at: null });
    expect((await t.app.inject('/api/blog/posts/saffron')).statusCode).toBe(404);
    const now = (
      await send('PUT', `/api/admin/blog/posts/${draft.id}`, body({ status: 'published' }))
    ).json().post;
    expect(Date.now() - new Date(now.published_at).getTime()).toBeLessThan(60_000);
  });

  it('stores every one of the XSS payloads sanitised', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const [n, payload] of XSS_PAYLOADS.entries()) {
      const response = await send('POST', '/api/admin/blog/posts', {
        title_en: `Probe ${n}`,
        content_en: `<p>before</p>${payload}<p>after</p>`,
        content_ar: payload,
      });
      expect(response.statusCode, payload).toBe(201);
      const stored = await t.db
        .selectFrom('blog_posts')
        .select(['content_en', 'content_ar'])
        .where('id', '=', response.json().post.id)
        .executeTakeFirstOrThrow();
      expect(stored.content_en, payload).not.toMatch(DANGEROUS);
      expect(stored.content_ar, payload).not.toMatch(DANGEROUS);
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

  it('manages blog categories: one name in three languages, no duplicates by name or slug', async () => {
    expect(
      (await send('POST', '/api/admin/blog/categories', { name: '' })).json().error.message,
    ).toBe('Category name is required');
    const created = await send('POST', '/api/admin/blog/categories', { name: 'Street Food' });
    expect(created.statusCode).toBe(201);
    const row = await t.db
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
