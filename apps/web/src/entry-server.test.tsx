// @vitest-environment node
// (the server renderer runs in Node, with no DOM)
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Category, Ingredient, Post, RecipeIngredient, RecipeResponse } from '@chhiwat/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRenderer, prerender, renderToHtml } from './entry-server.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { lambTagine } from './test/recipe-detail.ts';

const line = (slug: string, quantity: number, unit: RecipeIngredient['unit']) => ({
  ingredient_slug: slug,
  optional: false,
  key: true,
  quantity,
  unit,
  note_en: null,
  note_fr: null,
  note_ar: null,
  name_en: slug,
  name_fr: `${slug}-fr`,
  name_ar: `${slug}-ar`,
  name_darija: slug,
  image_url: null,
  ingredient_category: 'meat',
  category_icon: '🥩',
  category_color: '#aa0000',
});

const recipe = lambTagine({
  ingredients: [line('lamb', 500, 'g')],
});

const ingredient: Ingredient = {
  slug: 'lamb',
  name_en: 'Lamb',
  name_fr: 'Agneau',
  name_ar: 'لحم الغنم',
  name_darija: 'lhem',
  category: 'meat',
  image_url: null,
  seasonality: 'year-round',
  commonly_used_with: [],
  is_staple: false,
  aliases_en: [],
  aliases_fr: [],
  aliases_ar: [],
  aliases_darija: [],
};

const category: Category = {
  slug: 'meat',
  name_en: 'Meat',
  name_fr: 'Viande',
  name_ar: 'اللحوم',
  description_en: 'Lamb, beef and chicken',
  description_fr: 'Agneau, bœuf et poulet',
  description_ar: 'لحم الغنم والبقر والدجاج',
  color: '#aa0000',
  icon: '🥩',
  sort_order: 1,
  item_count: 1,
};

const post: Post = {
  slug: 'harira-history',
  title_en: 'The story of harira',
  title_fr: "L'histoire de la harira",
  title_ar: 'قصة الحريرة',
  excerpt_en: 'A soup for Ramadan',
  excerpt_fr: 'Une soupe pour le ramadan',
  excerpt_ar: 'حساء رمضان',
  content_en: '<p>Long ago, in Fes…</p>',
  content_fr: '<p>Il y a longtemps, à Fès…</p>',
  content_ar: '<p>منذ زمن بعيد في فاس…</p>',
  image_url: null,
  category: 'history',
  tags: [],
  published_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
  category_name_en: 'History',
  category_name_fr: 'Histoire',
  category_name_ar: 'تاريخ',
  category_color: null,
  category_icon: null,
};

const answers: Record<string, unknown> = {
  '/api/recipes/lamb-tagine': {
    recipe,
    kitchen: { ingredients: [ingredient], substitutions: [] },
  } satisfies RecipeResponse,
  '/api/ingredients': { ingredients: [ingredient] },
  '/api/ingredient-categories': { categories: [category] },
  '/api/blog/posts?pageSize=50': { posts: [post], total: 1, page: 1, pageSize: 50 },
  '/api/blog/posts/harira-history': { post },
};

/** The API as the server answers it in-process, from the answers above (404 for anything else). */
function fakeApi(reads: string[]) {
  return (path: string) => {
    reads.push(path);
    const body = answers[path];
    return Promise.resolve(
      body === undefined
        ? Response.json({ error: { message: 'Not found', code: 'not_found' } }, { status: 404 })
        : Response.json(body),
    );
  };
}

const reads: string[] = [];
const { render } = createRenderer(fakeApi(reads));
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

describe('the server renderer', () => {
  it.each([
    ['/recipe/lamb-tagine', 'en', 'Simmer for two hours.', ['/api/recipes/lamb-tagine']],
    ['/recipe/lamb-tagine', 'ar', 'حمّر اللحم.', ['/api/recipes/lamb-tagine']],
    ['/', 'fr', 'Agneau', ['/api/ingredients', '/api/ingredient-categories']],
    ['/blog', 'en', 'The story of harira', ['/api/blog/posts?pageSize=50']],
    ['/blog/harira-history', 'fr', 'Il y a longtemps, à Fès', ['/api/blog/posts/harira-history']],
  ])(
    'renders %s (%s) once, with the data fetched beforehand and sent along',
    async (url, language, text, paths) => {
      reads.length = 0;
      const page = await render(url, language as 'ar' | 'fr' | 'en');
      expect(page.html).toContain(text);
      expect(page.renders).toBe(1);
      expect(reads.toSorted()).toEqual(paths.toSorted());
      expect(page.stateScript).toContain(JSON.stringify(text).slice(1, -1));
    },
  );

  it("renders an unknown recipe's not-found page once", async () => {
    reads.length = 0;
    const page = await render('/recipe/no-such-dish', 'en');
    expect(page.renders).toBe(1);
    expect(reads).toEqual(['/api/recipes/no-such-dish']);
    expect(page.html).not.toContain('Lamb tagine');
  });
});

describe('rendering at once, or waiting when something suspends', () => {
  const later = <P extends object>(component: ComponentType<P>) => {
    let load: () => void = () => {};
    const loaded = new Promise<{ default: ComponentType<P> }>(
      (resolve) => (load = () => resolve({ default: component })),
    );
    return { Lazy: lazy(() => loaded), load };
  };
  const Dish = ({ name }: { name: string }) => <p>{name}</p>;

  it('writes what the prerender writes for a tree with nothing to wait for', async () => {
    const tree = (
      <main>
        <Suspense fallback={<p>loading</p>}>
          <Dish name="Harira" />
        </Suspense>
        <Dish name="Msemen &amp; honey" />
      </main>
    );
    expect(await renderToHtml(tree)).toBe(await prerender(tree));
  });

  it('waits for code not loaded yet, inside a boundary or outside any', async () => {
    const inside = later(Dish);
    const outside = later(Dish);
    const pending = [
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <inside.Lazy name="Rfissa" />
        </Suspense>,
      ),
      renderToHtml(<outside.Lazy name="Bissara" />),
    ];
    setTimeout(() => {
      inside.load();
      outside.load();
    }, 10);
    const [withBoundary, withoutBoundary] = await Promise.all(pending);
    expect(withBoundary).toContain('<p>Rfissa</p>');
    expect(withBoundary).not.toContain('loading');
    expect(withoutBoundary).toContain('<p>Bissara</p>');
  });

  it('runs no AsyncLocalStorage, which would turn on async hooks for every later request', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const lazily = later(Dish);
      const pending = renderToHtml(<lazily.Lazy name="Seffa" />);
      setTimeout(lazily.load, 10);
      expect(await pending).toContain('<p>Seffa</p>');
      expect(await prerender(<Dish name="Zaalouk" />)).toContain('<p>Zaalouk</p>');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
