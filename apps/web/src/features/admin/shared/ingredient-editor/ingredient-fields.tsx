import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAX_ALIASES, SEASONALITIES, slugify, type IngredientFormValues } from '@chhiwat/core';
import { useFieldError } from '../../../../components/form/field.tsx';
import { SelectField, TextField } from '../../../../components/form/text-fields.tsx';
import { TrilingualFields } from '../../../../components/form/trilingual-fields.tsx';
import { ImageField } from '../components/image-field.tsx';
import type { AdminCategory } from '../api/categories.ts';

interface BasicFieldsProps {
  creating: boolean;
  categories: AdminCategory[];
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Basic Information: image, the four names, category, slug, seasonality, related slugs. */
export function BasicFields({ creating, categories, onUploaded, onBusyChange }: BasicFieldsProps) {
  const { watch, setValue } = useFormContext<IngredientFormValues>();
  // the slug follows the English name while creating; an edited ingredient keeps its slug
  useEffect(() => {
    if (!creating) return;
    const subscription = watch((values, { name }) => {
      if (name === 'name_en')
        setValue('slug', slugify(values.name_en ?? ''), { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [creating, watch, setValue]);
  const imageError = useFieldError('image_url');
  return (
    <>
      <ImageField
        bucket="ingredient-images"
        value={watch('image_url') ?? ''}
        onChange={(url) => setValue('image_url', url, { shouldDirty: true })}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange}
      />
      {imageError && <p className="text-xs text-red-700">{imageError}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TrilingualFields prefix="name" label="name" />
        <TextField name="name_darija" label="Darija name" dir="rtl" lang="ar" />
        <SelectField name="category" label="Category">
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug} disabled={!c.is_active}>
              {c.icon} {c.name_en}
              {c.is_active ? '' : ' (inactive)'}
            </option>
          ))}
        </SelectField>
        <TextField name="slug" label="Slug" />
        <SelectField name="seasonality" label="Seasonality">
          {SEASONALITIES.map((season) => (
            <option key={season} value={season}>
              {season}
            </option>
          ))}
        </SelectField>
        <TextField name="related" label="Commonly used with (comma-separated slugs)" />
      </div>
    </>
  );
}

/**
 * Names & kitchen, under the basic fields: whether the ingredient is a staple visitors may count as
 * always at hand, and the other names people type for it, comma-separated (decision 0016).
 */
export function KitchenFields() {
  const { register } = useFormContext<IngredientFormValues>();
  return (
    <div className="border-t border-slate-200 pt-3" data-testid="kitchen-fields">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">Names &amp; kitchen</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('is_staple')} />
          Staple (counted as always at hand)
        </label>
        <p className="text-xs text-slate-600">
          Aliases are other names people search for, comma-separated, at most {MAX_ALIASES} per
          language. They are found by search but never shown.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="aliases_en" label="English aliases" lang="en" />
          <TextField name="aliases_fr" label="French aliases" lang="fr" />
          <TextField name="aliases_ar" label="Arabic aliases" dir="rtl" lang="ar" />
          <TextField name="aliases_darija" label="Darija aliases (Latin letters, e.g. ma3dnous)" />
        </div>
      </fieldset>
    </div>
  );
}

/** Descriptions: the three languages, 500 characters each. */
export function DescriptionFields() {
  return (
    <TrilingualFields prefix="description" label="description" multiline rows={3} maxLength={500} />
  );
}
