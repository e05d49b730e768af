import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch, type SubmitHandler } from 'react-hook-form';
import {
  BLOG_COLORS,
  blogCategoryInputSchema,
  DEFAULT_BLOG_COLOR,
  type BlogCategoryInput,
} from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { createBlogCategory } from './api.ts';

/** back-office.md §9: the 13 suggested category names. */
const SUGGESTIONS = [
  'Cooking Tips',
  'Traditional Recipes',
  'Moroccan Culture',
  'Seasonal Dishes',
  'Health & Nutrition',
  'Kitchen Techniques',
  'Ingredient Spotlight',
  'Food History',
  'Restaurant Reviews',
  'Quick Meals',
  'Desserts',
  'Beverages',
  'Street Food',
];

const DUPLICATE = 'A category with this name already exists';
const EMPTY: BlogCategoryInput = { name: '', slug: '', description: '', color: DEFAULT_BLOG_COLOR };

const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');

interface Props {
  existing: readonly { name_en: string; slug: string }[];
  onCreated: () => Promise<void>;
  /** The modal's 3-second message (back-office.md §9). */
  onMessage: (kind: 'success' | 'error', text: string) => void;
}

/** The new blog category: name (slug follows it), slug, description, colour, suggestions. */
export function BlogCategoryForm({ existing, onCreated, onMessage }: Props) {
  const form = useForm({ resolver: zodResolver(blogCategoryInputSchema), defaultValues: EMPTY });
  const { control, setValue, setError } = form;
  const [name, color] = useWatch({ control, name: ['name', 'color'] });
  // the slug follows the name (typed or suggested); it stays editable
  useEffect(() => setValue('slug', slugFrom(name)), [name, setValue]);

  const create: SubmitHandler<BlogCategoryInput> = async (values) => {
    const slug = values.slug || slugFrom(values.name);
    const clash = existing.some(
      (c) => c.name_en.toLowerCase() === values.name.toLowerCase() || c.slug === slug.toLowerCase(),
    );
    if (clash) {
      setError('name', { type: 'duplicate', message: DUPLICATE }, { shouldFocus: true });
      return onMessage('error', DUPLICATE);
    }
    try {
      await createBlogCategory({ ...values, slug });
      onMessage('success', 'Category created successfully!');
      form.reset({ ...EMPTY, color: values.color });
      await onCreated();
    } catch (error) {
      // the server answers a duplicate (409) without a field name: it is about the name
      const message = applyServerErrors(error, ['name', 'slug', 'description', 'color'], setError, {
        fallback: 'Failed to create category',
        fieldFor: (failure) => (failure.status === 409 ? 'name' : undefined),
      });
      onMessage('error', message ?? (error as Error).message);
    }
  };
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-2"
        aria-label="New blog category"
        onSubmit={(event) =>
          void form.handleSubmit(create, (errors) => {
            const first = errors.name ?? errors.slug ?? errors.description;
            if (first?.message) onMessage('error', first.message);
          })(event)
        }
      >
        <TextField name="name" label="Name" />
        <TextField name="slug" label="Slug" />
        <TextField name="description" label="Description (optional)" />
        <div className="flex flex-wrap gap-1" role="group" aria-label="Colour">
          {BLOG_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              aria-label={`Colour ${c}`}
              aria-pressed={color === c}
              onClick={() => setValue('color', c, { shouldDirty: true })}
              className={`size-6 rounded-full ${color === c ? 'ring-2 ring-slate-900 ring-offset-1' : ''}`}
              style={{ backgroundColor: c }}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-1">
          {SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => setValue('name', s, { shouldDirty: true, shouldValidate: true })}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs"
            >
              {s}
            </button>
          ))}
        </div>
        <SubmitButton label="Add Category" pendingLabel="Adding..." className="text-sm" />
      </form>
    </FormProvider>
  );
}
