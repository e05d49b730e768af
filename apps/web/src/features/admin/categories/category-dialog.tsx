import { useEffect, useState } from 'react';
import {
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  categoryInputSchema,
  type CategoryType,
} from '@chhiwat/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError, apiGet, apiSend } from '../../../lib/api.ts';
import type { AdminCategory } from '../ingredients/api.ts';

interface Props {
  type: CategoryType;
  category?: AdminCategory | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add or edit a category (back-office.md §2.7, §5 Category form). */
export function CategoryDialog({ type, category, onClose, onSaved }: Props) {
  const [form, setForm] = useState({
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
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  // While creating, the server proposes a slug 500 ms after the English name stops changing.
  useEffect(() => {
    if (category || !form.name_en.trim()) return;
    const timer = setTimeout(() => {
      void apiGet<{ slug: string }>(
        `/api/admin/categories/${type}/slug?name=${encodeURIComponent(form.name_en)}`,
      ).then(({ slug }) => setForm((current) => ({ ...current, slug })));
    }, 500);
    return () => clearTimeout(timer);
  }, [form.name_en, category, type]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = categoryInputSchema(type).safeParse(form);
    if (!checked.success)
      return setErrors([...new Set(checked.error.issues.map((issue) => issue.message))]);
    setErrors([]);
    setSaving(true);
    try {
      if (category) await apiSend('PUT', `/api/admin/categories/${type}/${category.id}`, form);
      else await apiSend('POST', `/api/admin/categories/${type}`, form);
      onSaved(category ? 'Category updated successfully' : 'Category created successfully');
    } catch (error) {
      setErrors([error instanceof ApiError ? error.message : 'Failed to save category']);
    } finally {
      setSaving(false);
    }
  };

  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  const field = (
    key: 'name_en' | 'name_fr' | 'name_ar' | 'slug',
    label: string,
    dir: 'ltr' | 'rtl' = 'ltr',
  ) => (
    <label className="block text-sm font-medium">
      {label}
      <input
        className={input}
        dir={dir}
        name={key}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <Dialog
      title={category ? 'Edit Category' : 'Add New Category'}
      description={`This is ${type === 'ingredient' ? 'an ingredient' : 'a recipe'} category.`}
      onOpenChange={onClose}
      onSubmit={save}
      size="lg"
      testId="category-dialog"
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-4 py-2 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {saving ? 'Saving...' : category ? 'Update Category' : 'Create Category'}
          </button>
        </>
      }
    >
      {errors.length > 0 && (
        <ul
          role="alert"
          className="list-disc rounded-lg bg-red-50 p-3 ps-8 text-sm text-red-800"
          data-testid="category-errors"
        >
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name_en', 'English name')}
        {field('name_fr', 'French name')}
        {field('name_ar', 'Arabic name', 'rtl')}
        {field('slug', 'Slug')}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Colour</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CATEGORY_COLORS[type].map((color) => (
            <button
              key={color}
              type="button"
              aria-label={`Colour ${color}`}
              aria-pressed={form.color === color}
              onClick={() => setForm({ ...form, color })}
              className={`size-8 rounded-full ${form.color === color ? 'ring-2 ring-slate-900 ring-offset-2' : ''}`}
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Icon</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {CATEGORY_ICONS.map((icon) => (
            <button
              key={icon}
              type="button"
              aria-label={`Icon ${icon}`}
              aria-pressed={form.icon === icon}
              onClick={() => setForm({ ...form, icon })}
              className={`size-9 rounded-lg text-xl ${form.icon === icon ? 'bg-slate-800' : 'bg-slate-100'}`}
            >
              {icon}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          Sort order
          <input
            type="number"
            min={0}
            className={input}
            name="sort_order"
            value={form.sort_order}
            onChange={(e) =>
              setForm({ ...form, sort_order: Number.parseInt(e.target.value, 10) || 0 })
            }
          />
        </label>
        <label className="mt-6 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.is_active}
            onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
          />
          Active (shown on the public site)
        </label>
      </div>
      {(['description_en', 'description_fr', 'description_ar'] as const).map((key) => (
        <label key={key} className="block text-sm font-medium">
          {key === 'description_en' ? 'English' : key === 'description_fr' ? 'French' : 'Arabic'}{' '}
          description
          <textarea
            className={input}
            rows={2}
            dir={key === 'description_ar' ? 'rtl' : 'ltr'}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        </label>
      ))}
    </Dialog>
  );
}
