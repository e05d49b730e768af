import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signedInOwnerPage } from './browser.ts';
import { baseUrlOfWorker } from './server-url.ts';

const baseUrl = baseUrlOfWorker();
const owner = inject('admin');

describe('the back-office blog and image library', () => {
  let browser: Browser;
  let page: Page;
  let editUrl = '';
  beforeAll(async () => {
    browser = await launchChromium();
    page = await signedInOwnerPage(browser, baseUrl, owner, '203.0.113.252');
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(() => browser.close());

  const banner = () => page.getByTestId('banner').last();
  const small = (colour: string) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it('uploads, copies and bulk-deletes library images', async () => {
    await page.goto(`${baseUrl}/admin/blog/images`);
    await page.getByRole('heading', { name: 'Blog Images' }).waitFor();
    const items = page.getByTestId('image-library').locator('li');
    const listed = await page.request.get(`${baseUrl}/api/admin/images/blog-images`);
    const initial = ((await listed.json()) as { images: unknown[] }).images.length;
    for (const colour of ['#ef4444', '#22c55e', '#3b82f6']) {
      await page.getByRole('button', { name: 'Upload Images' }).click();
      await page
        .getByTestId('library-file')
        .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: await small(colour) });
      await expect
        .poll(async () => banner().textContent())
        .toContain('Image uploaded successfully!');
    }
    // All three in the list, so that it does not reorder under the checks below.
    await expect.poll(() => items.count()).toBe(initial + 3);
    await items
      .first()
      .getByRole('button', { name: /Copy URL/ })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/media\/blog-images\/blog-.+\.webp$/,
    );
    const before = await items.count();
    await items.nth(0).getByRole('checkbox').check();
    await items.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => items.count()).toBe(before - 2);
    expect(await page.getByTestId('library-counters').textContent()).toContain(
      `Total: ${before - 2}`,
    );
  });

  it('creates and deletes a blog category', async () => {
    await page.goto(`${baseUrl}/admin/blog`);
    await page.getByRole('button', { name: 'Categories' }).click();
    const modal = page.getByTestId('blog-categories');
    await modal.getByRole('button', { name: 'Quick Meals' }).click();
    await modal.getByRole('button', { name: 'Add Category' }).click();
    await modal.getByTestId('blog-category-quick-meals').waitFor();
    await modal.getByRole('button', { name: 'Add Category' }).click();
    await expect
      .poll(async () => modal.getByRole('alert').textContent())
      .toBe('Category name is required');
    await modal.getByRole('button', { name: 'Delete Quick Meals' }).click();
    await expect.poll(() => modal.getByTestId('blog-category-quick-meals').count()).toBe(0);
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  it('writes a post in three languages with a library image, saves a draft and sees it auto-saved', async () => {
    await page.goto(`${baseUrl}/admin/blog/new`);
    await page.locator('input[name="title_en"]').fill('Amlou, the Souss spread');
    await page.locator('textarea[name="excerpt_en"]').fill('Almonds, argan oil and honey.');
    await page.getByTestId('editor-ltr').locator('[contenteditable="true"]').click();
    await page.keyboard.type('Amlou is spread on warm bread for breakfast.');
    await page.getByRole('button', { name: 'Image from the library' }).click();
    await page
      .getByRole('dialog', { name: 'Image library' })
      .getByRole('button', { name: 'Select' })
      .first()
      .click();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.locator('input[name="title_fr"]').fill("L'amlou, la pâte du Souss");
    await page.getByTestId('editor-ltr').locator('[contenteditable="true"]').click();
    await page.keyboard.type("L'amlou se tartine sur du pain chaud.");
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.locator('input[name="title_ar"]').fill('أملو، دهنة سوس');
    await page.getByTestId('editor-rtl').locator('[contenteditable="true"]').click();
    await page.keyboard.type('يُدهن أملو على الخبز الساخن في الفطور.');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect.poll(async () => banner().textContent()).toBe('Draft saved successfully!');
    await page.waitForURL(/\/admin\/blog\/edit\/\d+$/);
    editUrl = page.url();

    await page.getByRole('button', { name: 'English' }).click();
    await page
      .locator('textarea[name="excerpt_en"]')
      .fill('Almonds, argan oil and honey, pounded together.');
    expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
    await expect
      .poll(async () => page.getByTestId('save-state').textContent(), {
        timeout: 40_000,
        interval: 500,
      })
      .toMatch(/^Last saved: /);
  }, 90_000);

  it('publishes the post, which the public reader shows in Arabic', async () => {
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => banner().textContent()).toBe('Post published successfully!');
    await page.waitForURL(`${baseUrl}/admin/blog`);
    const reader = await browser.newPage();
    await reader.goto(`${baseUrl}/blog/amlou-the-souss-spread?lang=ar`);
    await reader.getByRole('heading', { name: 'أملو، دهنة سوس' }).waitFor();
    expect(await reader.getByTestId('post-content').textContent()).toContain('يُدهن أملو');
    expect(await reader.getByTestId('post-content').locator('img').count()).toBe(0); // the image went into the English body
    await reader.goto(`${baseUrl}/blog/amlou-the-souss-spread?lang=en`);
    await reader.getByTestId('post-content').locator('img').waitFor();
    await reader.close();
  });

  it('unpublishes (404 publicly) and deletes the post', async () => {
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(async () => banner().textContent()).toBe('Post unpublished successfully!');
    const response = await page.request.get(`${baseUrl}/blog/amlou-the-souss-spread`);
    expect(response.status()).toBe(404);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete post' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(async () => banner().textContent()).toBe('Post deleted successfully!');
    await page.waitForURL(`${baseUrl}/admin/blog`);
  });

  it('never runs a stored script in the public reader', async () => {
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/admin/blog/posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title_en: 'Hostile post',
          content_en:
            '<p>hello</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><svg onload=alert(4)>',
          status: 'published',
        }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    const reader = await browser.newPage();
    const dialogs: string[] = [];
    reader.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reader.goto(`${baseUrl}/blog/hostile-post?lang=en`);
    await reader.getByTestId('post-content').waitFor();
    // the javascript: link lost its href: clicking its text does nothing
    await reader.getByTestId('post-content').getByText('x', { exact: true }).click();
    expect(await reader.getByTestId('post-content').innerHTML()).not.toMatch(
      /onerror|onload|<script|javascript:/,
    );
    await reader.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    await reader.close();
  });
});
