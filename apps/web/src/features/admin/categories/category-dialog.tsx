import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type SubmitHandler,
} from 'react-hook-form';
import {
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  categoryInputSchema,
  type CategoryInput,
  type CategoryType,
} from '@chhiwat/core';
import { errorMessages } from '../../../components/form/form-errors.ts';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { NumberField, TextField } from '../../../components/form/text-fields.tsx';
import { TrilingualFields } from '../../../components/form/trilingual-fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { saveCategory, suggestCategorySlug, type AdminCategory } from '../shared/api/categories.ts';
import { useCloseGuard } from '../shared/use-close-guard.tsx';

interface Props {
  type: CategoryType;
  category?: AdminCategory | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const FIELDS = ['slug', 'name_en', 'name_fr', 'name_ar', 'color', 'icon', 'sort_order'] as const;

const valuesOf = (type: CategoryType, category?: AdminCategory): CategoryInput => ({
  slug: category?.slug ?? '',
  name_en: category?.name_en ?? '',
  name_fr: category?.name_fr ?? '',
  name_ar: category?.name_ar ?? '',
  description_en: category?.description_en ?? '',
  description_fr: category?.description_fr ?? '',
  description_ar: category?.description_ar ?? '',
  color: category?.color ?? CATEGORY_COLORS[type][0],
  icon: category?.icon ?? CATEGORY_ICONS[0],
  sort_order: category?.sort_order ?? 0,
  is_active: category?.is_active ?? true,
});

/** Add or edit a category (back-office.md §2.7, §5 Category form). */
export function CategoryDialog({ type, category, onClose, onSaved }: Props) {
  const form = useForm({
    resolver: zodResolver(categoryInputSchema(type)),
    defaultValues: valuesOf(type, category),
  });
  const [formError, setFormError] = useState<string>();
  const guard = useCloseGuard({ dirty: form.formState.isDirty, onClose });
  const { setValue } = form;
  const setSlug = useCallback(
    (slug: string) => setValue('slug', slug, { shouldDirty: true }),
    [setValue],
  );
  const englishName = useWatch({ control: form.control, name: 'name_en' });
  useSuggestedSlug(type, !category, englishName, setSlug);

  const save: SubmitHandler<CategoryInput> = async (values) => {
    setFormError(undefined);
    try {
      await saveCategory(type, category?.id, values);
      onSaved(category ? 'Category updated successfully' : 'Category created successfully');
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, form.setError, { fallback: 'Failed to save category' }),
      );
    }
  };

  const messages = [...errorMessages(form.formState.errors), ...(formError ? [formError] : [])];
  return (
    <FormProvider {...form}>
      <Dialog
        title={category ? 'Edit Category' : 'Add New Category'}
        description={`This is ${type === 'ingredient' ? 'an ingredient' : 'a recipe'} category.`}
        onOpenChange={guard.requestClose}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        size="lg"
        testId="category-dialog"
        footer={
          <FormFooter
            onCancel={guard.requestClose}
            submitLabel={category ? 'Update Category' : 'Create Category'}
          />
        }
      >
        {messages.length > 0 && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="category-errors"
          >
            <ul className="list-disc ps-5">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TrilingualFields prefix="name" label="name" />
          <TextField name="slug" label="Slug" />
        </div>
        <PresetPicker
          name="color"
          legend="Colour"
          options={CATEGORY_COLORS[type]}
          label={(color) => `Colour ${color}`}
        />
        <PresetPicker
          name="icon"
          legend="Icon"
          options={CATEGORY_ICONS}
          label={(icon) => `Icon ${icon}`}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField name="sort_order" label="Sort order" min={0} />
          <label className="mt-6 flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('is_active')} />
            Active (shown on the public site)
          </label>
        </div>
        <TrilingualFields prefix="description" label="description" multiline rows={2} />
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}

/** While creating, the server proposes a slug 500 ms after the English name stops changing. */
function useSuggestedSlug(
  type: CategoryType,
  creating: boolean,
  name: string,
  setSlug: (slug: string) => void,
) {
  useEffect(() => {
    if (!creating || !name.trim()) return;
    const timer = setTimeout(() => {
      void suggestCategorySlug(type, name).then(({ slug }) => setSlug(slug));
    }, 500);
    return () => clearTimeout(timer);
  }, [name, creating, type, setSlug]);
}

interface PresetPickerProps {
  name: 'color' | 'icon';
  legend: string;
  options: readonly string[];
  label: (option: string) => string;
}

/** A row of preset colours or icons; the chosen one is pressed. */
function PresetPicker({ name, legend, options, label }: PresetPickerProps) {
  const { watch, setValue } = useFormContext<CategoryInput>();
  const chosen = watch(name);
  const isColor = name === 'color';
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-1 flex flex-wrap ${isColor ? 'gap-2' : 'gap-1'}`}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-label={label(option)}
            aria-pressed={chosen === option}
            onClick={() => setValue(name, option, { shouldDirty: true, shouldValidate: true })}
            className={
              isColor
                ? `size-8 rounded-full ${chosen === option ? 'ring-2 ring-slate-900 ring-offset-2' : ''}`
                : `size-9 rounded-lg text-xl ${chosen === option ? 'bg-slate-800' : 'bg-slate-100'}`
            }
            style={isColor ? { backgroundColor: option } : undefined}
          >
            {isColor ? null : option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
