import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { DIFFICULTIES, fallbackSlug, normaliseTags, type RecipeFormValues } from '@chhiwat/core';
import { TagsField } from '../../../components/form/tags-field.tsx';
import { NumberField, SelectField, TextField } from '../../../components/form/text-fields.tsx';
import { TrilingualFields } from '../../../components/form/trilingual-fields.tsx';
import { ImageField } from '../shared/components/image-field.tsx';
import type { AdminCategory } from '../shared/api/categories.ts';
import { RecipeOccasionFields } from './recipe-occasion-fields.tsx';
import { RecipeTimeFields } from './recipe-time-fields.tsx';

interface Props {
  creating: boolean;
  categories: AdminCategory[];
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** An imported page's image, named but not loaded until copied (ImageField). */
  importedImage?: string;
}

/**
 * Basic Info: image, titles, descriptions, slug, category, difficulty, servings, times, region,
 * occasions, seasons and tags.
 */
export function RecipeBasicFields({
  creating,
  categories,
  onUploaded,
  onBusyChange,
  importedImage,
}: Props) {
  const { watch, setValue } = useFormContext<RecipeFormValues>();
  // the slug follows the English title while creating; an existing recipe keeps its slug
  useEffect(() => {
    if (!creating) return;
    const subscription = watch((values, { name }) => {
      if (name === 'title_en') setValue('slug', fallbackSlug(values.title_en ?? ''));
    });
    return () => subscription.unsubscribe();
  }, [creating, watch, setValue]);
  return (
    <>
      <ImageField
        bucket="recipe-images"
        value={watch('image_url') ?? ''}
        onChange={(url) => setValue('image_url', url, { shouldDirty: true })}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange}
        notLoaded={importedImage}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TrilingualFields prefix="title" label="title" />
      </div>
      <TrilingualFields prefix="description" label="description" multiline rows={2} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField name="slug" label="Slug" />
        {/* drawn again once the categories arrive, so that it shows the recipe's */}
        <SelectField key={categories.length} name="category" label="Category">
          {/* an import whose page names none of ours leaves it empty, to choose */}
          <option value="">Choose a category…</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.icon} {c.name_en}
            </option>
          ))}
        </SelectField>
        <SelectField name="difficulty" label="Difficulty">
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </SelectField>
        <NumberField name="servings" label="Servings" min={1} />
      </div>
      <RecipeTimeFields />
      <RecipeOccasionFields />
      <TagsField
        name="tags"
        label="Tags (Enter adds)"
        normalise={normaliseTags}
        testId="tag-input"
      />
    </>
  );
}
