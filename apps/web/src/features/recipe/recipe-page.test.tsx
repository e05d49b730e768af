// One file over 300 lines: one recipe, one catalogue and openRecipe (the first 170 lines) serve
// every case; the cases are the page's parts as a visitor uses them (servings, what is missing,
// steps, the kitchen, the list). The offline page, which mocks the worker's caches, is apart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { Link, Route, Routes } from '../../router/index.ts';
import { recipeKitchenOf, type Ingredient, type Language, type Substitution } from '@chhiwat/core';
import type { RecipeDetail, RecipeIngredient } from '../../api/recipes.ts';
import { kitchenActions } from '../../state/kitchen-store.ts';
import { listActions } from '../../state/list-store.ts';
import { selectionActions } from '../../state/selection-store.ts';
import { lambTagine } from '../../test/recipe-detail.ts';
import { click, render, type Rendered } from '../../test/render.tsx';
import { RecipePage } from './recipe-page.tsx';

function ingredient(
  slug: string,
  quantity: number | null,
  unit: RecipeIngredient['unit'],
  extra: Partial<RecipeIngredient> = {},
): RecipeIngredient {
  return {
    ingredient_slug: slug,
    optional: false,
    key: false,
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
    ingredient_category: 'vegetables',
    category_icon: '🥕',
    category_color: '#336600',
    ...extra,
  };
}

const recipe = lambTagine({
  instructions_en: 'Brown the lamb.\n\n  Add the onions.  \nSimmer for two hours.',
  instructions_fr: '',
  instructions_ar: 'حمّر اللحم.\nأضف البصل.',
  ingredients: [
    ingredient('lamb', 500, 'g'),
    ingredient('onions', 2, 'piece'),
    ingredient('cumin', 1, 'tsp'),
    ingredient('saffron', null, null, { optional: true }),
  ],
});

let page: Rendered | undefined;

const vegetables = {
  slug: 'vegetables',
  name_en: 'Vegetables',
  name_fr: 'Légumes',
  name_ar: 'خضر',
  icon: '🥕',
  color: '#336600',
  sort_order: 1,
  is_active: true,
};

/** The catalogue the page reads besides the recipe: its staples and names, and the swap rules. */
function catalogueIngredient(slug: string, extra: Partial<Ingredient> = {}): Ingredient {
  return {
    slug,
    name_en: `${slug} (catalogue)`,
    name_fr: `${slug} (catalogue fr)`,
    name_ar: `${slug}-ar`,
    name_darija: slug,
    category: 'vegetables',
    image_url: null,
    seasonality: 'year-round',
    commonly_used_with: [],
    is_staple: false,
    aliases_en: [],
    aliases_fr: [],
    aliases_ar: [],
    aliases_darija: [],
    ...extra,
  };
}
let catalogue: { ingredients: Ingredient[]; substitutions: Substitution[] } = {
  ingredients: [],
  substitutions: [],
};

const answerFor = (shown: RecipeDetail) => ({
  recipe: shown,
  kitchen: recipeKitchenOf(
    catalogue,
    shown.ingredients.map((link) => link.ingredient_slug),
  ),
});

function openRecipe(language: Language = 'en', shown: RecipeDetail = recipe) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // The page matches with the kitchen its recipe came with, never the whole catalogue.
  queryClient.setQueryData(['recipe', shown.slug], answerFor(shown));
  queryClient.setQueryData(['ingredient-categories'], [vegetables]);
  page = render(
    <Routes>
      <Route path="/recipe/:slug" element={<RecipePage />} />
    </Routes>,
    { language, path: `/recipe/${shown.slug}`, queryClient },
  );
  return page.container;
}

const byTestId = (id: string) => page?.container.querySelector(`[data-testid="${id}"]`);
const text = (id: string) => byTestId(id)?.textContent;
const button = (label: string) =>
  page?.container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const amounts = () => ({
  lamb: text('amount-lamb'),
  onions: text('amount-onions'),
  cumin: text('amount-cumin'),
  saffron: text('amount-saffron'),
});

beforeEach(() => {
  localStorage.clear();
  listActions.clear();
  selectionActions.clear();
  catalogue = { ingredients: [], substitutions: [] };
  kitchenActions.resetStaples();
  kitchenActions.setCountStaples(true);
  kitchenActions.setSwaps(true);
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recipe page: servings', () => {
  it("starts at the recipe's own servings with its own amounts", () => {
    openRecipe();
    expect(byTestId('servings')?.textContent).toContain('Servings: 4');
    expect(amounts()).toEqual({
      lamb: '500 g',
      onions: '2',
      cumin: '1 tsp',
      saffron: 'to taste',
    });
  });

  it('scales every amount up with more servings', () => {
    openRecipe();
    click(button('More servings'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 5');
    expect(amounts()).toEqual({
      lamb: '625 g',
      onions: '2–3',
      cumin: '1¼ tsp',
      saffron: 'to taste',
    });
    click(button('More servings'));
    click(button('More servings'));
    click(button('More servings'));
    expect(amounts()).toMatchObject({ lamb: '1 kg', onions: '4', cumin: '2 tsp' });
  });

  it('scales them down with fewer servings, and never below one serving', () => {
    openRecipe();
    click(button('Fewer servings'));
    expect(amounts()).toMatchObject({ lamb: '375 g', onions: '1–2', cumin: '¾ tsp' });
    click(button('Fewer servings'));
    click(button('Fewer servings'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 1');
    expect(amounts()).toMatchObject({ lamb: '125 g', onions: '½', cumin: '¼ tsp' });
    click(button('Fewer servings'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 1');
    expect(amounts()).toMatchObject({ lamb: '125 g', onions: '½' });
  });

  it("starts again from the next recipe's own servings when the page moves to another recipe", () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const smaller = { ...recipe, slug: 'small-tagine', servings: 2 };
    queryClient.setQueryData(['recipe', recipe.slug], answerFor(recipe));
    queryClient.setQueryData(['recipe', smaller.slug], answerFor(smaller));
    page = render(
      <>
        <Link to={`/recipe/${smaller.slug}`}>next recipe</Link>
        <Routes>
          <Route path="/recipe/:slug" element={<RecipePage />} />
        </Routes>
      </>,
      { path: `/recipe/${recipe.slug}`, queryClient },
    );
    click(button('More servings'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 5');
    click(page.container.querySelector('a[href="/recipe/small-tagine"]'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 2');
    expect(amounts()).toMatchObject({ lamb: '500 g', onions: '2' });
  });

  it('stops at 100 servings', () => {
    openRecipe();
    for (let i = 0; i < 110; i++) click(button('More servings'));
    expect(byTestId('servings')?.textContent).toContain('Servings: 100');
    expect(amounts()).toMatchObject({ lamb: '12.5 kg', onions: '50' });
  });

  it('writes amounts and names in the interface language', () => {
    openRecipe('fr');
    expect(amounts()).toEqual({
      lamb: '500 g',
      onions: '2',
      cumin: '1 c. à café',
      saffron: 'selon le goût',
    });
    click(button('Plus de portions'));
    expect(text('amount-cumin')).toBe('1¼ c. à café');
    expect(byTestId('ingredient-list')?.textContent).toContain('lamb-fr');
  });
});

describe('recipe page: missing ingredients', () => {
  it('lists the required ingredients not selected, never the optional ones', () => {
    selectionActions.add('lamb');
    openRecipe();
    expect(byTestId('missing-banner')).not.toBeNull();
    expect(byTestId('add-missing-onions')).not.toBeNull();
    expect(byTestId('add-missing-cumin')).not.toBeNull();
    expect(byTestId('add-missing-lamb')).toBeNull();
    expect(byTestId('add-missing-saffron')).toBeNull();
  });

  it('shows the perfect match when every required ingredient is selected', () => {
    for (const slug of ['lamb', 'onions', 'cumin']) selectionActions.add(slug);
    openRecipe();
    expect(byTestId('missing-banner')).toBeNull();
    expect(byTestId('perfect-match')).not.toBeNull();
    expect(byTestId('shopping-list')).toBeNull();
  });

  it('adds one missing ingredient after 300 ms', () => {
    vi.useFakeTimers();
    openRecipe();
    click(byTestId('add-missing-onions'));
    expect(byTestId('add-missing-onions')?.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(selectionActions.has('onions')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(selectionActions.has('onions')).toBe(true);
    expect(byTestId('add-missing-onions')).toBeNull();
  });

  it('adds all missing ingredients one at a time, 100 ms apart', () => {
    vi.useFakeTimers();
    openRecipe();
    click(byTestId('add-all-missing'));
    act(() => vi.advanceTimersByTime(0));
    expect(['lamb', 'onions', 'cumin'].map((s) => selectionActions.has(s))).toEqual([
      true,
      false,
      false,
    ]);
    act(() => vi.advanceTimersByTime(100));
    expect(selectionActions.has('onions')).toBe(true);
    expect(selectionActions.has('cumin')).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(selectionActions.has('cumin')).toBe(true);
    expect(selectionActions.has('saffron')).toBe(false);
    expect(byTestId('perfect-match')).not.toBeNull();
  });
});

describe('recipe page: instructions and times', () => {
  it('numbers the non-empty lines of the instructions as steps', () => {
    openRecipe();
    const steps = [...(byTestId('steps')?.querySelectorAll('li p') ?? [])].map(
      (p) => p.textContent,
    );
    expect(steps).toEqual(['Brown the lamb.', 'Add the onions.', 'Simmer for two hours.']);
  });

  it('falls back to the English instructions when the language has none', () => {
    openRecipe('fr');
    expect(byTestId('steps')?.querySelectorAll('li')).toHaveLength(3);
    expect(byTestId('steps')?.textContent).toContain('Brown the lamb.');
  });

  it('shows prep, cooking and total time as durations', () => {
    const container = openRecipe();
    const facts = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts).toEqual(['20 min', '2 h', 'Medium']);
    expect(container.textContent).toContain('Total time: 2 h 20 min');
  });
});

describe('recipe page: where it was adapted from', () => {
  it('names the site and links to the page, in the interface language', () => {
    const imported = { ...recipe, source_url: 'https://www.example.org/recettes/harira' };
    openRecipe('fr', imported);
    const line = byTestId('adapted-from');
    expect(line?.textContent).toBe('Adapté de example.org');
    const link = line?.querySelector('a');
    expect(link?.getAttribute('href')).toBe(imported.source_url);
    expect(link?.getAttribute('rel')).toContain('nofollow');
    page?.unmount();
    openRecipe('ar', imported);
    expect(text('adapted-from')).toBe('مقتبسة من example.org');
  });

  it('says nothing for a recipe written here', () => {
    openRecipe('en');
    expect(byTestId('adapted-from')).toBeNull();
  });
});

describe('recipe page: share', () => {
  it('copies the link without its query and says so when the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    window.history.replaceState(null, '', '/recipe/lamb-tagine?lang=fr');
    openRecipe();
    await act(async () => {
      byTestId('share')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/recipe/lamb-tagine`);
    expect(text('share-feedback')).toBe('Link copied');
    window.history.replaceState(null, '', '/');
  });
});

describe("recipe page: the visitor's kitchen", () => {
  const tagine: RecipeDetail = {
    ...recipe,
    slug: 'chicken-tagine',
    ingredients: [
      ingredient('chicken', 1, 'kg', { key: true }),
      ingredient('onions', 2, 'piece'),
      ingredient('salt', null, null),
      ingredient('preserved-lemons', 2, 'piece', { key: true }),
      ingredient('saffron', null, null, { optional: true }),
    ],
  };
  const lemonRule: Substitution = {
    missing: 'preserved-lemons',
    using: ['lemons', 'salt'],
    quality: 'close',
    note_en: 'Grate fresh lemon zest with a pinch of salt.',
    note_fr: 'Râpez le zeste d’un citron frais avec une pincée de sel.',
    note_ar: 'استعمل قشر ليمون طري مع رشة ملح.',
  };
  beforeEach(() => {
    catalogue = {
      ingredients: [
        catalogueIngredient('salt', { is_staple: true }),
        catalogueIngredient('lemons'),
        catalogueIngredient('chicken'),
      ],
      substitutions: [lemonRule],
    };
    for (const slug of ['chicken', 'onions', 'lemons']) selectionActions.add(slug);
  });
  const cover = (slug: string) => byTestId(`line-${slug}`)?.getAttribute('data-cover');

  it('counts the staples as on hand and covers preserved lemons with the swap', () => {
    openRecipe('en', tagine);
    expect(cover('salt')).toBe('staple');
    expect(text('staple-mark-salt')).toBe('from your staples');
    expect(cover('preserved-lemons')).toBe('swap');
    expect(text('swap-preserved-lemons')).toContain(
      'Swap: lemons (catalogue) + salt (catalogue) for preserved-lemons',
    );
    expect(text('swap-preserved-lemons')).toContain(lemonRule.note_en);
    expect(text('swap-preserved-lemons')).toContain('(close)');
    // nothing required is missing: the swap is said, not counted as missing
    expect(byTestId('missing-banner')).toBeNull();
    expect(text('perfect-match')).toContain('with the swaps shown below');
  });

  it('marks the key ingredients', () => {
    openRecipe('en', tagine);
    expect(text('key-chicken')).toBe('key ingredient');
    expect(text('key-preserved-lemons')).toBe('key ingredient');
    expect(byTestId('key-onions')).toBeNull();
  });

  it("writes the swap and its note in the visitor's language", () => {
    openRecipe('fr', tagine);
    expect(text('swap-preserved-lemons')).toContain(
      'Remplacement : lemons (catalogue fr) + salt (catalogue fr) au lieu de preserved-lemons-fr',
    );
    expect(text('swap-preserved-lemons')).toContain(lemonRule.note_fr);
  });

  it('still lets the visitor add the swapped ingredient itself', () => {
    vi.useFakeTimers();
    openRecipe('en', tagine);
    click(byTestId('add-anyway-preserved-lemons'));
    expect(byTestId('add-anyway-preserved-lemons')?.hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(selectionActions.has('preserved-lemons')).toBe(true);
    expect(cover('preserved-lemons')).toBe('selected');
    expect(text('perfect-match')).toContain('Perfect match');
  });

  it('without swaps, preserved lemons are missing and, being key, stop the recipe', () => {
    kitchenActions.setSwaps(false);
    openRecipe('en', tagine);
    expect(cover('preserved-lemons')).toBe('missing');
    expect(byTestId('add-missing-preserved-lemons')).not.toBeNull();
    expect(text('cannot-make')).toBe('This recipe cannot be made without preserved lemons.');
    expect(byTestId('add-missing-salt')).toBeNull();
  });

  it('without counting staples, salt is missing and the swap (which needs salt) is gone', () => {
    kitchenActions.setCountStaples(false);
    openRecipe('en', tagine);
    expect(cover('salt')).toBe('missing');
    expect(cover('preserved-lemons')).toBe('missing');
    expect(byTestId('add-missing-salt')).not.toBeNull();
    expect(byTestId('add-missing-preserved-lemons')).not.toBeNull();
  });

  it("follows the visitor's own staples list", () => {
    kitchenActions.removeStaple('salt', ['salt']);
    kitchenActions.addStaple('onions', ['salt']);
    selectionActions.remove('onions');
    openRecipe('en', tagine);
    expect(cover('onions')).toBe('staple');
    expect(cover('salt')).toBe('missing');
  });
});

describe('recipe page: the picture', () => {
  it('shows the generated illustration at the top, loaded at once and first', () => {
    openRecipe();
    const img = byTestId('recipe-illustration');
    expect(img?.getAttribute('src')).toBe('/recipe-pictures/lamb-tagine.svg?v=t1');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('480');
  });
});

describe('recipe page: add to my list', () => {
  const added = () => listActions.current().recipes[0];

  it('adds the recipe at the servings shown, what is missing only', async () => {
    selectionActions.add('lamb');
    openRecipe();
    click(button('More servings'));
    expect(text('add-to-list-count')).toBe('2 ingredients to buy');
    await act(async () => click(byTestId('add-to-list-button')));
    expect(text('add-to-list-status')).toContain('Added to your list.');
    expect(added()).toMatchObject({ servings: 5, allIngredients: false, buyOriginals: [] });
    expect(added()?.recipe.categories.vegetables?.name.fr).toBe('Légumes');
    expect(text('add-to-list-button')).toBe('Update my list');
  });

  it('counts every ingredient when asked, and updates the listed recipe instead of doubling it', async () => {
    selectionActions.add('lamb');
    openRecipe();
    await act(async () => click(byTestId('add-to-list-button')));
    click(byTestId('every-ingredient'));
    expect(text('add-to-list-count')).toBe(
      '4 ingredients to buy Already on your list (servings: 4).',
    );
    await act(async () => click(byTestId('add-to-list-button')));
    expect(listActions.current().recipes).toHaveLength(1);
    expect(added()).toMatchObject({ servings: 4, allIngredients: true });
    expect(text('add-to-list-status')).toContain('Your list is updated.');
  });

  it('leaves out what a swap covers, unless the original is to be bought', async () => {
    catalogue = {
      ingredients: [catalogueIngredient('cumin'), catalogueIngredient('paprika')],
      substitutions: [
        {
          missing: 'cumin',
          using: ['paprika'],
          quality: 'close',
          note_en: '',
          note_fr: '',
          note_ar: '',
        },
      ],
    };
    selectionActions.add('paprika');
    openRecipe();
    expect(text('add-to-list-count')).toBe('2 ingredients to buy');
    click(byTestId('buy-original-cumin'));
    expect(text('add-to-list-count')).toBe('3 ingredients to buy');
    await act(async () => click(byTestId('add-to-list-button')));
    expect(added()).toMatchObject({ buyOriginals: ['cumin'] });
    expect(added()?.recipe.swaps).toEqual([
      { missing: 'cumin', using: ['paprika'], quality: 'close' },
    ]);
  });
});
