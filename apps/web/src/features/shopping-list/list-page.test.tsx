import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecipeSnapshot } from '@chhiwat/core';
import { listActions } from '../../state/list-store.ts';
import { selectionActions } from '../../state/selection-store.ts';
import { click, render, type Rendered } from '../../test/render.tsx';
import ListPage from './list-page.tsx';

const names = (en: string, fr = `${en} (fr)`, ar = `${en} (ar)`) => ({ en, fr, ar });
const categories = {
  vegetables: { name: names('Vegetables', 'Légumes'), order: 1 },
  pantry: { name: names('Pantry', 'Épicerie'), order: 2 },
};
const ingredients = {
  onions: { name: names('Onions', 'Oignons'), category: 'vegetables' },
  lentils: { name: names('Lentils', 'Lentilles'), category: 'pantry' },
  salt: { name: names('Salt', 'Sel'), category: 'pantry' },
};

function recipe(slug: string, servings: number, lines: RecipeSnapshot['lines']): RecipeSnapshot {
  return {
    slug,
    title: names(slug === 'harira' ? 'Harira' : 'Bissara'),
    servings,
    lines,
    ingredients,
    categories,
    staples: ['salt'],
    swaps: [],
  };
}
const line = (ingredient: string, quantity: number | null, unit: 'g' | 'kg' | null) => ({
  ingredient,
  quantity,
  unit,
  optional: false,
});
const harira = recipe('harira', 4, [
  line('onions', 1, null),
  line('lentils', 600, 'g'),
  line('salt', null, null),
]);
const bissara = recipe('bissara', 2, [line('onions', 2, null), line('lentils', 0.4, 'kg')]);

let page: Rendered | undefined;
const byTestId = (id: string) => page?.container.querySelector(`[data-testid="${id}"]`);
const within = (parent: string, id: string) =>
  byTestId(parent)?.querySelector(`[data-testid="${id}"]`);
const amount = (slug: string) => within(`list-line-${slug}`, 'line-amount')?.textContent;
const lineIds = () =>
  [...(page?.container.querySelectorAll('[data-testid^="list-line-"]') ?? [])].map((item) =>
    item.getAttribute('data-testid'),
  );

function openList(language: 'en' | 'fr' = 'en') {
  page = render(<ListPage />, { language, path: '/list' });
}

beforeEach(() => {
  localStorage.clear();
  listActions.clear();
  selectionActions.clear();
  listActions.add(harira, { servings: 4 });
  listActions.add(bissara, { servings: 2 });
});
afterEach(() => {
  page?.unmount();
  page = undefined;
});

describe('my list page', () => {
  it('shows one line per ingredient, summed, by category, staples left out', () => {
    openList('fr');
    expect(lineIds()).toEqual(['list-line-onions', 'list-line-lentils']);
    expect(amount('onions')).toBe('3');
    expect(amount('lentils')).toBe('1 kg');
    expect(within('list-line-lentils', 'line-recipes')?.textContent).toBe(
      'Pour Bissara (fr) et Harira (fr)',
    );
    expect(byTestId('list-group-vegetables')?.getAttribute('aria-label')).toBe('Légumes');
  });

  it('recomputes the lines a recipe touches when its servings change or it goes', () => {
    openList();
    click(within('list-recipe-harira', 'more-servings'));
    expect(amount('lentils')).toBe('1.15 kg');
    click(within('list-recipe-bissara', 'remove-recipe'));
    expect(amount('lentils')).toBe('750 g');
    expect(within('list-line-onions', 'line-recipes')?.textContent).toBe('For Harira');
  });

  it('leaves out what is selected, and removes a line until a recipe brings it back', () => {
    selectionActions.add('onions');
    openList();
    expect(lineIds()).toEqual(['list-line-lentils']);
    click(within('list-line-lentils', 'line-remove'));
    expect(byTestId('nothing-to-buy')).not.toBeNull();
  });

  it('puts the ticked lines in the kitchen', () => {
    openList();
    expect(byTestId('put-in-kitchen')?.hasAttribute('disabled')).toBe(true);
    click(within('list-line-onions', 'line-tick'));
    expect(byTestId('list-line-onions')?.getAttribute('data-ticked')).toBe('true');
    expect(byTestId('put-in-kitchen')?.textContent).toContain('(1)');
    click(byTestId('put-in-kitchen'));
    expect(selectionActions.has('onions')).toBe(true);
    expect(lineIds()).toEqual(['list-line-lentils']);
    expect(byTestId('list-status')?.textContent).toContain('In your kitchen now: Onions.');
  });

  it('clears the list, and puts it back on undo', () => {
    openList();
    click(byTestId('list-clear'));
    expect(byTestId('list-empty')).not.toBeNull();
    click(byTestId('list-undo'));
    expect(lineIds()).toEqual(['list-line-onions', 'list-line-lentils']);
  });
});
