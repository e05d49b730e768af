import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminIngredient, AdminRecipeDetail } from '@chhiwat/core';
import { click, render, type Rendered } from '../../../test/render.tsx';
import { RecipeEditorModal } from './recipe-editor-modal.tsx';

const soups = { slug: 'soup', name_en: 'Soups', icon: '🥣' } as AdminCategory;
const chickpeas = { slug: 'chickpeas', name_en: 'Chickpeas' } as AdminIngredient;

/** A published harira with every field of issue #40 set. */
const harira: AdminRecipeDetail = {
  id: 5,
  slug: 'harira',
  title_en: 'Harira',
  title_fr: 'Harira',
  title_ar: 'حريرة',
  description_en: '',
  description_fr: '',
  description_ar: '',
  instructions_en: 'Soak the chickpeas.\nSimmer everything.',
  instructions_fr: 'Tremper les pois chiches.\nMijoter le tout.',
  instructions_ar: 'انقعي الحمص.\nاطهي الكل.',
  image_url: null,
  prep_time: 20,
  cooking_time: 60,
  soak_time: 720,
  rest_time: 30,
  pressure_cooker_time: 20,
  step_minutes: [0, 40],
  region: 'fes',
  occasions: ['ramadan'],
  seasons: ['winter'],
  status: 'published',
  difficulty: 'medium',
  category_id: 3,
  category: 'soup',
  tags: [],
  servings: 6,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  created_by: null,
  updated_by: null,
  ingredients: [
    {
      ingredient_slug: 'chickpeas',
      optional: false,
      key: true,
      quantity: 200,
      unit: 'g',
      note_en: null,
      note_fr: null,
      note_ar: null,
      name_en: 'Chickpeas',
      name_darija: 'حمص',
      image_url: null,
    },
  ],
};

let screen: Rendered | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const onSaved = vi.fn();
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
const field = <T extends Element = HTMLInputElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);

/** Sets a control's value as a user does, so React's value tracker sees the change. */
function change(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function save(label: string) {
  click(buttonNamed(label));
  for (let turn = 0; turn < 8; turn++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as object;

function open(recipe?: AdminRecipeDetail) {
  screen = render(
    <RecipeEditorModal
      recipe={recipe}
      categories={[soups]}
      catalogue={[chickpeas]}
      onClose={() => {}}
      onSaved={onSaved}
    />,
  );
}

// happy-dom's selects have no `size`: React Hook Form would take each for one a visitor changed
// before the page was ready, and keep what it shows (its first option) instead of the recipe's value
beforeAll(() => {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLSelectElement.prototype, 'size');
});

beforeEach(() => {
  fetchMock = vi.fn(() =>
    Promise.resolve(Response.json({ recipe: { id: 5, slug: 'harira' } }, { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  onSaved.mockReset();
});
afterEach(() => {
  screen?.unmount();
  vi.unstubAllGlobals();
});

describe('the recipe form, issue #40', () => {
  it('starts a new recipe as a Draft, with no soaking, resting or pressure cooker', () => {
    open();
    expect(field('input[name="status"][value="draft"]').checked).toBe(true);
    expect(field('input[name="status"][value="published"]').checked).toBe(false);
    expect(field('input[name="soak_time"]').value).toBe('0');
    expect(field('input[name="pressure_cooker_time"]').value).toBe('');
    expect(field<HTMLSelectElement>('select[name="region"]').value).toBe('');
    expect(byTestId('step-timers')?.textContent).toContain('Write the steps above');
  });

  it('shows every new field of the recipe it edits, and sends them back unchanged', async () => {
    open(harira);
    expect(field('input[name="status"][value="published"]').checked).toBe(true);
    expect(field<HTMLSelectElement>('select[name="region"]').value).toBe('fes');
    expect(field('input[name="occasions"][value="ramadan"]').checked).toBe(true);
    expect(field('input[name="seasons"][value="winter"]').checked).toBe(true);
    expect(field('input[aria-label="Minutes for step 2"]').value).toBe('40');
    expect(field('input[aria-label="Minutes for step 1"]').value).toBe('');

    await save('Update Recipe');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/recipes/5');
    expect(sentBody()).toMatchObject({
      status: 'published',
      cooking_time: 60,
      soak_time: 720,
      rest_time: 30,
      pressure_cooker_time: 20,
      step_minutes: [0, 40],
      region: 'fes',
      occasions: ['ramadan'],
      seasons: ['winter'],
    });
    expect(onSaved).toHaveBeenCalledWith('Recipe "Harira" updated successfully!');
  });

  it('sends what the administrator changes: a draft, no-cook, everywhere, other timers', async () => {
    open(harira);
    click(field('input[name="status"][value="draft"]'));
    change(field('input[name="cooking_time"]'), '0');
    change(field('input[name="pressure_cooker_time"]'), '');
    change(field<HTMLSelectElement>('select[name="region"]'), '');
    click(field('input[name="occasions"][value="ramadan"]'));
    click(field('input[name="seasons"][value="summer"]'));
    change(field('input[aria-label="Minutes for step 1"]'), '5');
    change(field('input[aria-label="Minutes for step 2"]'), '');

    await save('Update Recipe');
    expect(sentBody()).toMatchObject({
      status: 'draft',
      cooking_time: 0,
      pressure_cooker_time: null,
      region: null,
      occasions: [],
      seasons: ['summer', 'winter'],
      step_minutes: [5],
    });
  });

  it('puts the messages at their fields: published without French steps, the server’s own', async () => {
    open({ ...harira, instructions_fr: '' });
    await save('Update Recipe');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byTestId('error-instructions_fr')?.textContent).toBe(
      'A published recipe needs its steps in French',
    );

    click(field('input[name="status"][value="draft"]'));
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json(
          {
            error: {
              code: 'validation',
              message: 'Step minutes: 3 timers for 2 steps',
              fields: {
                step_minutes: 'Step minutes: 3 timers for 2 steps',
                pressure_cooker_time: 'Pressure-cooker time must be shorter than the cooking time',
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await save('Update Recipe');
    expect(byTestId('error-step_minutes')?.textContent).toBe('Step minutes: 3 timers for 2 steps');
    expect(byTestId('error-pressure_cooker_time')?.textContent).toBe(
      'Pressure-cooker time must be shorter than the cooking time',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
