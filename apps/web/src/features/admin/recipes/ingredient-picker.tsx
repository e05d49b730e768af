import { Plus, Sparkles, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  companionSuggestions,
  MAX_KEY_INGREDIENTS,
  PICKER_DEBOUNCE_MS,
  QUICK_ADD_SETS,
  searchPicker,
  UNITS,
  type Unit,
} from '@chhiwat/core';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import type { RecipeLink } from './api.ts';
import { UnweighedNote } from './line-weighing.tsx';

interface Props {
  catalogue: AdminIngredient[];
  links: RecipeLink[];
  onChange: (links: RecipeLink[]) => void;
}

const newLink = (slug: string): RecipeLink => ({
  ingredient_slug: slug,
  optional: false,
  key: false,
  quantity: null,
  unit: null,
  note_en: null,
  note_fr: null,
  note_ar: null,
});

/** The recipe form's ingredient picker (back-office.md §2.6, §4 Ingredient picker, §9). */
export function IngredientPicker({ catalogue, links, onChange }: Props) {
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const chosen = useMemo(() => new Set(links.map((l) => l.ingredient_slug)), [links]);
  const bySlug = useMemo(() => new Map(catalogue.map((i) => [i.slug, i])), [catalogue]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setTerm('');
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  const results = debounced === term ? searchPicker(catalogue, debounced, chosen) : [];
  const add = (slugs: readonly string[]) => {
    const fresh = slugs.filter((slug) => !chosen.has(slug) && bySlug.has(slug));
    if (fresh.length) onChange([...links, ...fresh.map(newLink)]);
    setTerm('');
  };
  const update = (slug: string, change: Partial<RecipeLink>) =>
    onChange(links.map((l) => (l.ingredient_slug === slug ? { ...l, ...change } : l)));
  const name = (link: RecipeLink) =>
    bySlug.get(link.ingredient_slug)?.name_en ?? link.ingredient_slug;
  const suggestions = companionSuggestions([...chosen]).filter((slug) => bySlug.has(slug));

  return (
    <div className="space-y-4">
      <div ref={box} className="relative">
        <label className="block text-sm font-medium">
          Search ingredients
          <input
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Type at least 2 characters"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            data-testid="picker-search"
          />
        </label>
        {term.trim().length >= 2 && debounced === term && (
          <ul
            className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            data-testid="picker-results"
          >
            {results.length === 0 && (
              <li className="p-2 text-sm text-slate-600">No ingredients found for "{term}"</li>
            )}
            {results.map((ingredient) => (
              <li key={ingredient.slug}>
                <button
                  type="button"
                  onClick={() => add([ingredient.slug])}
                  className="flex w-full items-center justify-between rounded px-2 py-1.5 text-start text-sm hover:bg-slate-100"
                >
                  <span>{ingredient.name_en}</span>
                  <span className="text-slate-500" dir="rtl">
                    {ingredient.name_darija}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className="text-sm font-medium">Quick Add Sets</p>
        <div className="mt-1 flex flex-wrap gap-2">
          {QUICK_ADD_SETS.map((set) => (
            <button
              key={set.name}
              type="button"
              onClick={() => add(set.slugs)}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm hover:bg-slate-200"
            >
              + {set.name}
            </button>
          ))}
        </div>
      </div>
      {suggestions.length > 0 && (
        <div data-testid="companions">
          <p className="flex items-center gap-1 text-sm font-medium">
            <Sparkles className="size-4" aria-hidden="true" /> Goes well with
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {suggestions.map((slug) => (
              <button
                key={slug}
                type="button"
                onClick={() => add([slug])}
                className="inline-flex items-center gap-1 rounded-full border border-emerald-300 px-3 py-1 text-sm text-emerald-800 hover:bg-emerald-50"
              >
                <Plus className="size-3" aria-hidden="true" />
                {bySlug.get(slug)?.name_en}
              </button>
            ))}
          </div>
        </div>
      )}
      <p className="text-xs text-slate-600">
        Mark as <strong>Key</strong> the ingredients the recipe cannot be made without (at most{' '}
        {MAX_KEY_INGREDIENTS}; an optional ingredient is never key).
      </p>
      <ul
        className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
        data-testid="chosen-ingredients"
      >
        {links.length === 0 && (
          <li className="p-3 text-sm text-slate-600">No ingredient chosen yet.</li>
        )}
        {links.map((link) => (
          <li
            key={link.ingredient_slug}
            className="flex flex-wrap items-center gap-2 p-2 text-sm"
            data-testid={`chosen-${link.ingredient_slug}`}
          >
            <span className="min-w-32 flex-1 font-medium">{name(link)}</span>
            <input
              type="number"
              min={0}
              step="any"
              aria-label="Quantity"
              value={link.quantity ?? ''}
              onChange={(e) =>
                update(link.ingredient_slug, {
                  quantity: e.target.value === '' ? null : Number(e.target.value),
                })
              }
              className="w-20 rounded border border-slate-300 px-2 py-1"
            />
            <select
              aria-label="Unit"
              value={link.unit ?? ''}
              onChange={(e) =>
                update(link.ingredient_slug, { unit: (e.target.value || null) as Unit | null })
              }
              className="rounded border border-slate-300 px-2 py-1"
            >
              <option value="">unit</option>
              {UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
            <input
              aria-label="Note"
              placeholder="note (e.g. grated)"
              value={link.note_en ?? ''}
              onChange={(e) => update(link.ingredient_slug, { note_en: e.target.value || null })}
              className="w-36 rounded border border-slate-300 px-2 py-1"
            />
            <label className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={link.optional}
                // an optional line is never key, so making it optional drops its key
                onChange={(e) =>
                  update(link.ingredient_slug, {
                    optional: e.target.checked,
                    ...(e.target.checked ? { key: false } : {}),
                  })
                }
              />
              Optional
            </label>
            <label
              className={`flex items-center gap-1 ${link.optional ? 'text-slate-500' : ''}`}
              title={link.optional ? 'An optional ingredient cannot be key' : undefined}
            >
              <input
                type="checkbox"
                checked={link.key}
                disabled={link.optional}
                aria-label={`Key ingredient: ${name(link)}`}
                onChange={(e) => update(link.ingredient_slug, { key: e.target.checked })}
              />
              Key
            </label>
            <button
              type="button"
              onClick={() =>
                onChange(links.filter((l) => l.ingredient_slug !== link.ingredient_slug))
              }
              aria-label={`Remove ${link.ingredient_slug}`}
              className="rounded p-1 hover:bg-slate-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            <UnweighedNote link={link} ingredient={bySlug.get(link.ingredient_slug)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
