import { useRef, useState } from 'react';
import { ingredientInputSchema, parseSlugList, SEASONALITIES, slugify } from '@chhiwat/core';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { UnsavedChangesDialog } from '../components/unsaved-changes-dialog.tsx';
import { ImageField } from '../components/image-field.tsx';
import type { AdminCategory, AdminIngredient } from './api.ts';

interface Props {
  ingredient?: AdminIngredient | undefined;
  categories: AdminCategory[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

const emptyForm = {
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
};
type Form = typeof emptyForm;

const fromIngredient = (i: AdminIngredient): Form => ({
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
});

const deleteUpload = (url: string) => {
  const name = url.split('/').pop();
  return apiSend('DELETE', `/api/admin/images/ingredient-images/${name}`).catch(() => undefined);
};

/** Create or edit an ingredient: two tabs, the form's rules in the browser and again on the server. */
export function IngredientModal({ ingredient, categories, onClose, onSaved }: Props) {
  const [initial] = useState<Form>(() => (ingredient ? fromIngredient(ingredient) : emptyForm));
  const [form, setForm] = useState<Form>(initial);
  const [tab, setTab] = useState<'basic' | 'descriptions'>('basic');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const uploads = useRef<string[]>([]);

  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const set =
    (key: keyof Form) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setForm((current) => ({
        ...current,
        [key]: value,
        // the slug follows the English name while creating; an edited ingredient keeps its slug
        ...(key === 'name_en' && !ingredient ? { slug: slugify(value) } : {}),
      }));
    };

  const requestClose = () => {
    if (uploading) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };
  const discard = async () => {
    // uploads of this session that are not the saved image are deleted
    await Promise.all(
      uploads.current.filter((url) => url !== ingredient?.image_url).map(deleteUpload),
    );
    onClose();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const payload = {
      slug: form.slug,
      name_en: form.name_en,
      name_fr: form.name_fr,
      name_ar: form.name_ar,
      name_darija: form.name_darija,
      category: form.category,
      image_url: form.image_url,
      description_en: form.description_en,
      description_fr: form.description_fr,
      description_ar: form.description_ar,
      commonly_used_with: parseSlugList(form.related),
      seasonality: form.seasonality,
    };
    if (!categories.length) return setError('Categories are still loading, please wait...');
    const checked = ingredientInputSchema.safeParse(payload);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const category = categories.find((c) => c.slug === form.category);
    if (!category) return setError('Invalid category selected');
    if (!category.is_active) return setError('Selected category is not active');
    setSaving(true);
    setError(undefined);
    try {
      if (ingredient) await apiSend('PUT', `/api/admin/ingredients/${ingredient.id}`, payload);
      else await apiSend('POST', '/api/admin/ingredients', payload);
      // the uploads that were not kept are no longer needed
      await Promise.all(uploads.current.filter((url) => url !== form.image_url).map(deleteUpload));
      onSaved(ingredient ? 'Ingredient updated successfully!' : 'Ingredient created successfully!');
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : 'Unknown error';
      setError(
        `${ingredient ? 'Failed to update ingredient' : 'Failed to create ingredient'}: ${message}`,
      );
    } finally {
      setSaving(false);
    }
  };

  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  const text = (
    key: keyof Form,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <label className="block text-sm font-medium">
      {label}
      <input className={input} value={form[key]} onChange={set(key)} name={key} {...props} />
    </label>
  );

  const footer = (
    <>
      <span className="me-auto self-center text-xs text-slate-500">
        {uploading ? 'Uploading image' : dirty ? 'Unsaved changes' : ''}
      </span>
      <button
        type="button"
        onClick={requestClose}
        disabled={uploading}
        className="rounded-lg px-4 py-2 hover:bg-slate-100 disabled:opacity-50"
      >
        Cancel
      </button>
      <button
        type="submit"
        disabled={saving || uploading}
        className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {saving ? 'Saving...' : ingredient ? 'Update Ingredient' : 'Create Ingredient'}
      </button>
    </>
  );

  return (
    <Dialog
      title={ingredient ? 'Edit Ingredient' : 'Add Ingredient'}
      onOpenChange={requestClose}
      onSubmit={save}
      size="xl"
      testId="ingredient-modal"
      footer={footer}
    >
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="form-error"
        >
          {error}
        </p>
      )}
      <Tabs
        tabs={[
          { value: 'basic', label: 'Basic Information' },
          { value: 'descriptions', label: 'Descriptions' },
        ]}
        value={tab}
        onValueChange={setTab}
        label="Ingredient sections"
      >
        <TabPanel value="basic" keepMounted className="space-y-3">
          <ImageField
            bucket="ingredient-images"
            value={form.image_url}
            onChange={(url) => setForm((current) => ({ ...current, image_url: url }))}
            onUploaded={(url) => uploads.current.push(url)}
            onBusyChange={setUploading}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {text('name_en', 'English name')}
            {text('name_fr', 'French name')}
            {text('name_ar', 'Arabic name', { dir: 'rtl', lang: 'ar' })}
            {text('name_darija', 'Darija name', { dir: 'rtl', lang: 'ar' })}
            <label className="block text-sm font-medium">
              Category
              <select
                className={input}
                value={form.category}
                onChange={set('category')}
                name="category"
              >
                <option value="">Select a category</option>
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug} disabled={!c.is_active}>
                    {c.icon} {c.name_en}
                    {c.is_active ? '' : ' (inactive)'}
                  </option>
                ))}
              </select>
            </label>
            {text('slug', 'Slug')}
            <label className="block text-sm font-medium">
              Seasonality
              <select
                className={input}
                value={form.seasonality}
                onChange={set('seasonality')}
                name="seasonality"
              >
                {SEASONALITIES.map((season) => (
                  <option key={season} value={season}>
                    {season}
                  </option>
                ))}
              </select>
            </label>
            {text('related', 'Commonly used with (comma-separated slugs)')}
          </div>
        </TabPanel>
        <TabPanel value="descriptions" keepMounted className="space-y-3">
          {(
            [
              ['description_en', 'English description', 'ltr'],
              ['description_fr', 'French description', 'ltr'],
              ['description_ar', 'Arabic description', 'rtl'],
            ] as const
          ).map(([key, label, dir]) => (
            <label key={key} className="block text-sm font-medium">
              {label}
              <textarea
                className={input}
                rows={3}
                dir={dir}
                value={form[key]}
                onChange={set(key)}
                name={key}
                maxLength={500}
              />
            </label>
          ))}
        </TabPanel>
      </Tabs>
      {confirmDiscard && (
        <UnsavedChangesDialog
          onKeep={() => setConfirmDiscard(false)}
          onDiscard={() => void discard()}
        />
      )}
    </Dialog>
  );
}
