import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import type { Ingredient, Language } from '@chhiwat/core';
import { click, render, type Rendered } from '../../test/render.tsx';
import { KitchenButton } from './kitchen-button.tsx';
import { kitchenActions } from '../../state/kitchen-store.ts';

function ingredient(slug: string, extra: Partial<Ingredient> = {}): Ingredient {
  return {
    slug,
    name_en: slug.replace(/^./, (c) => c.toUpperCase()),
    name_fr: `${slug}-fr`,
    name_ar: `${slug}-ar`,
    name_darija: slug,
    category: 'spices',
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

const ingredients = [
  ingredient('salt', { is_staple: true }),
  ingredient('cumin', { is_staple: true }),
  ingredient('harissa'),
  ingredient('tomatoes', { aliases_darija: ['maticha'] }),
];

let screen: Rendered | undefined;

async function showButton(language: Language = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(['ingredients'], ingredients);
  queryClient.setQueryData(['ingredient-categories'], []);
  screen = render(<KitchenButton />, { language, queryClient });
}

/** Opens the panel and waits for its lazy chunk. */
async function openPanel() {
  click(byTestId('kitchen-button'));
  for (let turn = 0; turn < 50 && !byTestId('kitchen-panel'); turn++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(byTestId('kitchen-panel')).not.toBeNull();
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const staples = () =>
  [...document.querySelectorAll('[data-testid^="staple-"]')].map((li) =>
    li.getAttribute('data-testid'),
  );
const type = (input: HTMLInputElement | null, value: string) =>
  act(() => {
    if (!input) throw new Error('no input');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

beforeEach(() => {
  localStorage.clear();
  kitchenActions.resetStaples();
  kitchenActions.setCountStaples(true);
  kitchenActions.setSwaps(true);
});
afterEach(() => {
  screen?.unmount();
  screen = undefined;
});

describe('the "My kitchen" control', () => {
  it("shows how many staples count: the catalogue's, then none when they do not count", async () => {
    await showButton();
    expect(byTestId('kitchen-button')?.textContent).toContain('My kitchen');
    expect(byTestId('kitchen-count')?.textContent).toBe('2');
    act(() => kitchenActions.setCountStaples(false));
    expect(byTestId('kitchen-count')?.textContent).toBe('0');
  });

  it('is named in the interface language', async () => {
    await showButton('ar');
    expect(byTestId('kitchen-button')?.textContent).toContain('مطبخي');
    screen?.unmount();
    await showButton('fr');
    expect(byTestId('kitchen-button')?.textContent).toContain('Ma cuisine');
  });

  it("lists the catalogue's staples and removes one", async () => {
    await showButton();
    await openPanel();
    expect(staples()).toEqual(['staple-cumin', 'staple-salt']);
    click(document.querySelector('button[aria-label="Remove Salt from my staples"]'));
    expect(staples()).toEqual(['staple-cumin']);
    expect(kitchenActions.get().staples).toEqual(['cumin']);
    expect(byTestId('kitchen-count')?.textContent).toBe('1');
  });

  it('adds any ingredient found by name or alias, and resets to the usual staples', async () => {
    await showButton();
    await openPanel();
    const search = byTestId('kitchen-add-search') as HTMLInputElement;
    type(search, 'maticha');
    expect(byTestId('kitchen-add-results')?.textContent).toContain('Tomatoes');
    click(byTestId('kitchen-add-tomatoes'));
    expect(kitchenActions.get().staples).toEqual(['salt', 'cumin', 'tomatoes']);
    // a staple already counted is not offered again
    type(search, 'salt');
    expect(byTestId('kitchen-add-salt')).toBeNull();

    click(byTestId('kitchen-reset'));
    expect(kitchenActions.get().staples).toBeNull();
    expect(staples()).toEqual(['staple-cumin', 'staple-salt']);
  });

  it('has two switches, on by default, that turn the settings off and on', async () => {
    await showButton();
    await openPanel();
    const count = byTestId('kitchen-count-staples');
    const swaps = byTestId('kitchen-swaps');
    expect(count?.getAttribute('role')).toBe('switch');
    expect(count?.getAttribute('aria-checked')).toBe('true');
    expect(swaps?.getAttribute('aria-checked')).toBe('true');
    click(count);
    expect(count?.getAttribute('aria-checked')).toBe('false');
    expect(kitchenActions.get().countStaples).toBe(false);
    click(swaps);
    expect(kitchenActions.get().swaps).toBe(false);
    click(count);
    click(swaps);
    expect(kitchenActions.get()).toMatchObject({ countStaples: true, swaps: true });
  });

  it('closes with Done', async () => {
    await showButton();
    await openPanel();
    click(byTestId('kitchen-done'));
    expect(byTestId('kitchen-panel')).toBeNull();
  });
});
