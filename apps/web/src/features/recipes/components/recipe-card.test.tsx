import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import type { Ingredient, Language } from '@chhiwat/core';
import type { RecipeListItem, RecipeMatch } from '../../../api/recipes.ts';
import { listActions } from '../../../state/list-store.ts';
import { click, render, type Rendered } from '../../../test/render.tsx';
import { RecipeCard } from './recipe-card.tsx';

const names: Record<string, [string, string, string]> = {
  lemons: ['Lemons', 'Citrons', 'ليمون'],
  salt: ['Salt', 'Sel', 'ملح'],
  'preserved-lemons': ['Preserved lemons', 'Citrons confits', 'الليمون المصبر'],
  beef: ['Beef', 'Bœuf', 'لحم البقر'],
  artichokes: ['Artichokes', 'Artichauts', 'القوق'],
};
const ingredients: Ingredient[] = Object.entries(names).map(([slug, [en, fr, ar]]) => ({
  slug,
  name_en: en,
  name_fr: fr,
  name_ar: ar,
  name_darija: ar,
  category: 'vegetables',
  image_url: null,
  seasonality: 'year-round',
  commonly_used_with: [],
  is_staple: slug === 'salt',
  aliases_en: [],
  aliases_fr: [],
  aliases_ar: [],
  aliases_darija: [],
}));

const baseMatch: RecipeMatch = {
  matchScore: 80,
  matchPercentage: 80,
  missingCount: 1,
  totalIngredients: 10,
  canMake: true,
  availableIngredients: ['chicken'],
  missingIngredients: ['parsley'],
  stapleIngredients: [],
  swaps: [],
  missingKeyIngredients: [],
  usesPicks: true,
};

function recipe(match: Partial<RecipeMatch> | null): RecipeListItem {
  return {
    slug: 'chicken-tagine',
    title_en: 'Chicken tagine',
    title_fr: 'Tajine de poulet',
    title_ar: 'طاجين الدجاج',
    description_en: '',
    description_fr: '',
    description_ar: '',
    image_url: null,
    illustration_url: '/recipe-pictures/chicken-tagine.svg?v=t1',
    prep_time: 10,
    cooking_time: 60,
    soak_time: 0,
    rest_time: 0,
    region: null,
    occasions: [],
    seasons: [],
    total_time: 70,
    difficulty: 'medium',
    category: 'tagine',
    tags: [],
    servings: 4,
    match: match && { ...baseMatch, ...match },
  };
}

let screen: Rendered | undefined;
function showCard(item: RecipeListItem, language: Language = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(['ingredients'], ingredients);
  queryClient.setQueryData(['ingredient-categories'], []);
  queryClient.setQueryData(['recipe', item.slug], {
    recipe: {
      ...item,
      instructions_en: '',
      instructions_fr: '',
      instructions_ar: '',
      category_name_en: 'Tagine',
      category_name_fr: 'Tajine',
      category_name_ar: 'طاجين',
      category_icon: '🍲',
      category_color: '#aa5500',
      source_url: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      ingredients: [],
    },
    kitchen: { ingredients: [], substitutions: [] },
  });
  screen = render(
    <ul>
      <RecipeCard recipe={item} category={undefined} onOpen={() => undefined} />
    </ul>,
    { language, queryClient },
  );
}
const texts = (id: string) =>
  [...(screen?.container.querySelectorAll(`[data-testid="${id}"]`) ?? [])].map(
    (element) => element.textContent,
  );

afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

describe('recipe card: the kitchen', () => {
  const swapped = {
    swaps: [{ missing: 'preserved-lemons', using: ['lemons', 'salt'], quality: 'close' as const }],
  };

  it.each([
    ['en', 'Swap: lemons + salt for preserved lemons'],
    ['fr', 'Remplacement : citrons + sel au lieu de citrons confits'],
    ['ar', 'بديل: ليمون + ملح عوض الليمون المصبر'],
  ] as const)('says each swap in %s with the ingredient names', (language, line) => {
    showCard(recipe(swapped), language);
    expect(texts('swap-line')).toEqual([line]);
  });

  it.each([
    ['en', 'Needs beef and artichokes'],
    ['fr', 'Il faut bœuf et artichauts'],
    ['ar', 'يحتاج إلى لحم البقر والقوق'],
  ] as const)('says which key ingredients are missing, in %s', (language, line) => {
    showCard(recipe({ missingKeyIngredients: ['beef', 'artichokes'], canMake: false }), language);
    expect(texts('needs-line')).toEqual([line]);
  });

  it('counts the staples used', () => {
    showCard(recipe({ stapleIngredients: ['salt', 'cumin', 'paprika'] }));
    expect(texts('staples-line')).toEqual(['From your staples: 3']);
  });

  it('says nothing about the kitchen without swaps, keys or staples, or without a match', () => {
    showCard(recipe({}));
    expect(texts('swap-line')).toEqual([]);
    expect(texts('needs-line')).toEqual([]);
    expect(texts('staples-line')).toEqual([]);
    screen?.unmount();
    showCard(recipe(null));
    expect(screen?.container.textContent).not.toContain('Swap');
  });
});

describe('recipe card: the picture', () => {
  const picture = () => screen?.container.querySelector('img');

  it('shows the generated illustration when the recipe has no photo: decorative, sized, lazy', () => {
    showCard(recipe(null));
    const img = picture();
    expect(img?.getAttribute('src')).toBe('/recipe-pictures/chicken-tagine.svg?v=t1');
    // The title is right beside it.
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('480');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
    expect(img?.className).toContain('aspect-[4/3]');
  });

  it('shows the photo first, named by the title', () => {
    showCard({ ...recipe(null), image_url: '/media/recipe-images/chicken.webp' });
    expect(picture()?.getAttribute('src')).toBe('/media/recipe-images/chicken.webp');
    expect(picture()?.getAttribute('alt')).toBe('Chicken tagine');
  });

  it('falls back to the category emoji when the illustration fails or is unknown (an old offline card)', () => {
    showCard(recipe(null));
    act(() => {
      picture()?.dispatchEvent(new Event('error'));
    });
    expect(picture()).toBeNull();
    expect(screen?.container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'Chicken tagine',
    );
    screen?.unmount();
    const { illustration_url: _old, ...card } = recipe(null);
    showCard(card as RecipeListItem);
    expect(picture()).toBeNull();
    expect(screen?.container.querySelector('[role="img"]')).not.toBeNull();
  });
});

describe('recipe card: my list', () => {
  const byTestId = (id: string) => screen?.container.querySelector(`[data-testid="${id}"]`);

  it('adds a match with something missing at its own servings, then links to the list', async () => {
    listActions.clear();
    showCard(recipe({ missingCount: 2 }));
    expect(byTestId('card-add-to-list')?.getAttribute('aria-label')).toBe(
      'Add to my list: Chicken tagine',
    );
    await act(async () => click(byTestId('card-add-to-list')));
    expect(
      listActions.current().recipes.map((entry) => [entry.recipe.slug, entry.servings]),
    ).toEqual([['chicken-tagine', 4]]);
    expect(byTestId('card-add-to-list')).toBeNull();
    expect(byTestId('card-on-list')?.getAttribute('href')).toBe('/list');
    listActions.clear();
  });

  it('offers nothing to a recipe with nothing missing, or outside the match results', () => {
    showCard(recipe({ missingCount: 0 }));
    expect(byTestId('card-add-to-list')).toBeNull();
    screen?.unmount();
    showCard(recipe(null));
    expect(byTestId('card-add-to-list')).toBeNull();
  });
});
