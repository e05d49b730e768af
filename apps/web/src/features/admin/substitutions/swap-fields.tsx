import { X } from 'lucide-react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MAX_SWAP_INGREDIENTS, SWAP_QUALITIES, type substitutionInputSchema } from '@chhiwat/core';
import type { z } from 'zod';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { SelectField } from '../../../components/form/text-fields.tsx';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import { QUALITY_LABELS } from './api.ts';

/** What the swap form holds before it is checked. */
export type SwapFormValues = z.input<typeof substitutionInputSchema>;

interface Props {
  /** The catalogue, sorted by English name. */
  ingredients: readonly AdminIngredient[];
}

/** "Missing ingredient": one ingredient of the catalogue, by English name. */
export function MissingField({ ingredients }: Props) {
  return (
    <SelectField name="missing" label="Missing ingredient">
      <option value="">Select an ingredient</option>
      {ingredients.map((ingredient) => (
        <option key={ingredient.slug} value={ingredient.slug}>
          {ingredient.name_en}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * "Replaced by": ingredients picked one at a time from a list (up to five), each shown as a chip
 * that removes itself. The list is the field's control, so its message and focus land there.
 */
export function ReplacementsField({ ingredients }: Props) {
  const { control } = useFormContext<SwapFormValues>();
  const { field } = useController({ control, name: 'using' });
  const missing = useWatch({ control, name: 'missing' });
  const chosen = field.value;
  const full = chosen.length >= MAX_SWAP_INGREDIENTS;
  const nameOf = (slug: string) => ingredients.find((i) => i.slug === slug)?.name_en ?? slug;
  return (
    <Field
      name="using"
      label={`Replaced by (up to ${MAX_SWAP_INGREDIENTS} ingredients, all needed)`}
    >
      {(aria) => (
        <>
          <select
            {...aria}
            ref={field.ref}
            name={field.name}
            value=""
            onBlur={field.onBlur}
            onChange={(event) => {
              const slug = event.target.value;
              if (slug && !full && !chosen.includes(slug)) field.onChange([...chosen, slug]);
            }}
            className={INPUT_CLASS}
          >
            <option value="">
              {full ? `At most ${MAX_SWAP_INGREDIENTS} ingredients` : 'Add an ingredient'}
            </option>
            {ingredients.map((ingredient) => (
              <option
                key={ingredient.slug}
                value={ingredient.slug}
                disabled={full || chosen.includes(ingredient.slug) || ingredient.slug === missing}
              >
                {ingredient.name_en}
              </option>
            ))}
          </select>
          {chosen.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="Chosen replacements">
              {chosen.map((slug) => (
                <li key={slug}>
                  <button
                    type="button"
                    onClick={() => field.onChange(chosen.filter((other) => other !== slug))}
                    aria-label={`Remove ${nameOf(slug)}`}
                    className="inline-flex min-h-8 items-center gap-1 rounded-full bg-slate-100 px-3 text-sm hover:bg-slate-200"
                  >
                    {nameOf(slug)}
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}

/** "Quality": how well the replacements stand in for the missing ingredient. */
export function QualityField() {
  return (
    <SelectField name="quality" label="Quality">
      {SWAP_QUALITIES.map((quality) => (
        <option key={quality} value={quality}>
          {QUALITY_LABELS[quality]}
        </option>
      ))}
    </SelectField>
  );
}
