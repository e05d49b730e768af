import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type SubmitHandler } from 'react-hook-form';
import { ingredientFormSchema, type IngredientFormValues } from '@chhiwat/core';
import { applyServerErrors } from '../../../../components/form/server-errors.ts';
import { FormFooter } from '../../../../components/form/form-footer.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../../components/ui/tabs.tsx';
import type { AdminCategory } from '../api/categories.ts';
import { deleteImage } from '../api/images.ts';
import { saveIngredient, type AdminIngredient } from '../api/ingredients.ts';
import { useCloseGuard } from '../use-close-guard.tsx';
import { BasicFields, DescriptionFields, KitchenFields } from './ingredient-fields.tsx';
import { NutritionFields } from './nutrition-fields.tsx';

interface Props {
  ingredient?: AdminIngredient | undefined;
  /** A new ingredient's first values, e.g. the name read from an imported recipe's line. */
  initial?: Partial<IngredientFormValues>;
  categories: AdminCategory[];
  onClose: () => void;
  /** After a save: the message to show, and the ingredient's slug. */
  onSaved: (message: string, slug: string) => void;
}

type Parsed = ReturnType<typeof ingredientFormSchema.parse>;

const EMPTY = {
  slug: '',
  name_en: '',
  name_fr: '',
  name_ar: '',
  name_darija: '',
  category: '',
  image_url: '',
  description_en: '',
  description_fr: '',
  description_ar: '',
  related: '',
  seasonality: 'year-round',
  is_staple: false,
  aliases_en: '',
  aliases_fr: '',
  aliases_ar: '',
  aliases_darija: '',
} satisfies IngredientFormValues;
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];
const DESCRIPTIONS = ['description_en', 'description_fr', 'description_ar'];
const NUTRITION = ['composition', 'measures'];

const valuesOf = (i: AdminIngredient): IngredientFormValues => ({
  slug: i.slug,
  name_en: i.name_en,
  name_fr: i.name_fr,
  name_ar: i.name_ar,
  name_darija: i.name_darija,
  category: i.category,
  image_url: i.image_url ?? '',
  description_en: i.description_en,
  description_fr: i.description_fr,
  description_ar: i.description_ar,
  related: i.commonly_used_with.join(', '),
  seasonality: i.seasonality,
  is_staple: i.is_staple,
  // the aliases are edited as comma-separated text, like the related slugs
  aliases_en: i.aliases_en.join(', '),
  aliases_fr: i.aliases_fr.join(', '),
  aliases_ar: i.aliases_ar.join(', '),
  aliases_darija: i.aliases_darija.join(', '),
  composition: i.composition,
  measures: i.measures,
});

const deleteUpload = (url: string) => deleteImage('ingredient-images', url).catch(() => undefined);

/** Create or edit an ingredient: three tabs, the form's rules in the browser and again on the server. */
export function IngredientEditorModal({
  ingredient,
  initial,
  categories,
  onClose,
  onSaved,
}: Props) {
  const form = useForm({
    resolver: zodResolver(ingredientFormSchema),
    defaultValues: ingredient ? valuesOf(ingredient) : { ...EMPTY, ...initial },
  });
  const [tab, setTab] = useState<'basic' | 'descriptions' | 'nutrition'>('basic');
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const uploads = useRef<string[]>([]);
  const dirty = form.formState.isDirty;
  const guard = useCloseGuard({
    dirty,
    blocked: uploading,
    onClose,
    // uploads of this session that are not the saved image are deleted
    onDiscard: async () => {
      const unsaved = uploads.current.filter((url) => url !== ingredient?.image_url);
      await Promise.all(unsaved.map(deleteUpload));
    },
  });

  const save: SubmitHandler<Parsed> = async ({ related, ...values }) => {
    if (!categories.length) return setFormError('Categories are still loading, please wait...');
    const category = categories.find((c) => c.slug === values.category);
    const categoryProblem = !category
      ? 'Invalid category selected'
      : !category.is_active
        ? 'Selected category is not active'
        : undefined;
    if (categoryProblem)
      return form.setError('category', { message: categoryProblem }, { shouldFocus: true });
    setFormError(undefined);
    const payload = { ...values, commonly_used_with: related };
    try {
      await saveIngredient(ingredient?.id, payload);
      // the uploads that were not kept are no longer needed
      const unkept = uploads.current.filter((url) => url !== values.image_url);
      await Promise.all(unkept.map(deleteUpload));
      onSaved(
        ingredient ? 'Ingredient updated successfully!' : 'Ingredient created successfully!',
        values.slug,
      );
    } catch (error) {
      const failed = ingredient ? 'Failed to update ingredient' : 'Failed to create ingredient';
      const message = applyServerErrors(error, FIELDS, form.setError, {
        fallback: 'Unknown error',
        aliases: { commonly_used_with: 'related' },
      });
      setFormError(message && `${failed}: ${message}`);
    }
  };
  // the first invalid field must be on the visible tab to take the focus
  const showInvalidTab = (errors: FieldErrors<IngredientFormValues>) => {
    const names = Object.keys(errors);
    if (names.every((name) => NUTRITION.includes(name))) return setTab('nutrition');
    setTab(names.every((name) => DESCRIPTIONS.includes(name)) ? 'descriptions' : 'basic');
  };

  const footer = (
    <FormFooter
      onCancel={guard.requestClose}
      submitLabel={ingredient ? 'Update Ingredient' : 'Create Ingredient'}
      status={uploading ? 'Uploading image' : dirty ? 'Unsaved changes' : ''}
      busy={uploading}
    />
  );

  return (
    <FormProvider {...form}>
      <Dialog
        title={ingredient ? 'Edit Ingredient' : 'Add Ingredient'}
        onOpenChange={guard.requestClose}
        onSubmit={(event) => {
          if (uploading) return event.preventDefault();
          void form.handleSubmit(save, showInvalidTab)(event);
        }}
        size="xl"
        testId="ingredient-modal"
        footer={footer}
      >
        {formError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="form-error"
          >
            {formError}
          </p>
        )}
        <Tabs
          tabs={[
            { value: 'basic', label: 'Basic Information' },
            { value: 'descriptions', label: 'Descriptions' },
            { value: 'nutrition', label: 'Nutrition' },
          ]}
          value={tab}
          onValueChange={setTab}
          label="Ingredient sections"
        >
          <TabPanel value="basic" keepMounted className="space-y-3">
            <BasicFields
              creating={!ingredient}
              categories={categories}
              onUploaded={(url) => uploads.current.push(url)}
              onBusyChange={setUploading}
            />
            <KitchenFields />
          </TabPanel>
          <TabPanel value="descriptions" keepMounted className="space-y-3">
            <DescriptionFields />
          </TabPanel>
          <TabPanel value="nutrition" keepMounted className="space-y-3">
            <NutritionFields />
          </TabPanel>
        </Tabs>
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}
