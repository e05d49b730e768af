import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { publicPaths, type Language } from '@chhiwat/core';
import type { SavedRecipe } from '../../lib/worker-caches.ts';
import { Link, Route, Routes } from '../../router/index.ts';
import { lambTagine } from '../../test/recipe-detail.ts';
import { appQueryClient } from '../../test/app-query-client.ts';
import { goOffline, goOnline, restoreNetwork, startOffline } from '../../test/network.ts';
import { click, render, type Rendered } from '../../test/render.tsx';
import { RecipePage } from './recipe-page.tsx';

// What the service worker kept is read from the browser's caches: the boundary this test sets.
const worker = vi.hoisted(() => ({ saved: [] as SavedRecipe[] }));
vi.mock('../../lib/worker-caches.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  savedRecipes: () => Promise.resolve(worker.saved),
}));

const recipe = lambTagine({
  slug: 'chicken-tagine',
  title_en: 'Chicken tagine',
  title_fr: 'Tajine de poulet',
  title_ar: 'طاجين الدجاج',
  description_en: 'With preserved lemons',
  description_fr: 'Aux citrons confits',
  description_ar: 'بالحامض المصبر',
  instructions_en: 'Brown the chicken.',
  instructions_fr: 'Faire dorer le poulet.',
  instructions_ar: 'حمّر الدجاج.',
  illustration_url: '/recipe-pictures/chicken-tagine.svg?v=t1',
  cooking_time: 60,
  difficulty: 'easy',
});

const saved: SavedRecipe[] = [
  { slug: 'harira', title: { ar: 'الحريرة', fr: 'Harira', en: 'Harira soup' } },
  {
    slug: 'beef-couscous',
    title: { ar: 'كسكس باللحم', fr: 'Couscous au bœuf', en: 'Beef couscous' },
  },
];

/** The server answers (online), or the request fails as fetch does with no network. */
let answer: () => Promise<Response>;
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));
const answers =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

let page: Rendered | undefined;
const noKitchen = { ingredients: [], substitutions: [] };

/** The app at `path`, with the recipe page's route and a link to the chicken tagine. */
async function open(
  path: string,
  options: { language?: Language; queryClient?: QueryClient } = {},
) {
  await act(async () => {
    page = render(
      <>
        <Link to={publicPaths.recipe(recipe.slug)}>{recipe.title_en}</Link>
        <Routes>
          <Route path="/recipe/:slug" element={<RecipePage />} />
        </Routes>
      </>,
      {
        language: options.language ?? 'en',
        path,
        queryClient: options.queryClient ?? appQueryClient(),
      },
    );
  });
  await settle();
}

/** Lets the fetches, their retries and the saved-recipes read finish. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });

const byTestId = (id: string) => page?.container.querySelector(`[data-testid="${id}"]`) ?? null;
const links = () =>
  [...(byTestId('saved-recipes')?.querySelectorAll('a') ?? [])].map((a) => [
    a.getAttribute('href'),
    a.textContent,
  ]);

beforeEach(() => {
  worker.saved = saved;
  answer = noNetwork;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  restoreNetwork();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recipe page offline: a recipe not saved', () => {
  it('says so and lists the saved recipes, by title, as links', async () => {
    startOffline();
    await open('/recipe/mechoui');
    expect(byTestId('recipe-not-saved')?.querySelector('h1')?.textContent).toBe(
      'This recipe is not saved for offline reading',
    );
    expect(links()).toEqual([
      ['/recipe/beef-couscous', 'Beef couscous'],
      ['/recipe/harira', 'Harira soup'],
    ]);
    expect(byTestId('no-saved-recipes')).toBeNull();
  });

  it("titles the saved recipes in the visitor's language", async () => {
    startOffline();
    await open('/recipe/mechoui', { language: 'fr' });
    expect(byTestId('recipe-not-saved')?.querySelector('h1')?.textContent).toBe(
      'Cette recette n’est pas enregistrée pour la lecture hors ligne',
    );
    expect(links()).toEqual([
      ['/recipe/beef-couscous', 'Couscous au bœuf'],
      ['/recipe/harira', 'Harira'],
    ]);
  });

  it('says when no recipe is saved yet', async () => {
    worker.saved = [];
    startOffline();
    await open('/recipe/mechoui', { language: 'ar' });
    expect(byTestId('recipe-not-saved')?.querySelector('h1')?.textContent).toBe(
      'هذه الوصفة غير محفوظة للقراءة بدون إنترنت',
    );
    expect(byTestId('saved-recipes')).toBeNull();
    expect(byTestId('no-saved-recipes')?.textContent).toBe(
      'لا توجد وصفة محفوظة بعد: الوصفات التي تفتحها وأنت متصل ستُحفظ هنا.',
    );
  });

  it('explains too when the network went while browsing, then shows the recipe once it is back', async () => {
    await open('/');
    goOffline();
    click(page?.container.querySelector(`a[href="/recipe/${recipe.slug}"]`));
    await settle();
    expect(byTestId('recipe-not-saved')).not.toBeNull();
    // the retry waits for the network, and goes once it is back
    answer = answers({ recipe, kitchen: noKitchen });
    goOnline();
    await settle();
    expect(byTestId('recipe-not-saved')).toBeNull();
    expect(page?.container.querySelector('h1')?.textContent).toBe('Chicken tagine');
  });

  it('keeps a recipe already on screen when refreshing it fails offline', async () => {
    const queryClient = appQueryClient();
    // shown a while ago, so the page reads it again
    queryClient.setQueryData(
      ['recipe', recipe.slug],
      { recipe, kitchen: noKitchen },
      { updatedAt: 0 },
    );
    startOffline();
    await open(publicPaths.recipe(recipe.slug), { queryClient });
    expect(vi.mocked(fetch)).toHaveBeenCalled();
    expect(page?.container.querySelector('h1')?.textContent).toBe('Chicken tagine');
    expect(byTestId('recipe-not-saved')).toBeNull();
  });
});

describe('recipe page online: failures stay what they were', () => {
  it('a network failure while online is a load error, not "not saved"', async () => {
    await open('/recipe/mechoui');
    expect(byTestId('recipe-not-saved')).toBeNull();
    expect(page?.container.querySelector('[role="alert"]')?.textContent).toBe(
      'The recipes could not be loaded. Please try again.',
    );
  });

  it('a refusal (429) is asked once, not again, and says how long to wait', async () => {
    const refusal = { error: { code: 'rate_limited', message: 'Too many', retryAfterSeconds: 30 } };
    answer = answers(refusal, 429);
    await open('/recipe/mechoui');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
    expect(page?.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many requests from your connection. Please wait 30 seconds and try again.',
    );
  });

  it('an unknown recipe is not found, offline too', async () => {
    answer = answers({ error: { code: 'not_found', message: 'Recipe not found' } }, 404);
    startOffline();
    await open('/recipe/mechoui');
    expect(byTestId('recipe-not-saved')).toBeNull();
    expect(page?.container.querySelector('h1')?.textContent).toBe('Recipe not found');
  });
});
