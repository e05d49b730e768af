import { useRef, useState } from 'react';
import {
  collectMessages,
  DIFFICULTIES,
  fallbackSlug,
  fieldErrors,
  normaliseTags,
  RECIPE_DEFAULTS,
  recipeInputSchema,
  validationFailedMessage,
} from '@chhiwat/core';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { UnsavedChangesDialog } from '../components/unsaved-changes-dialog.tsx';
import { ImageField } from '../components/image-field.tsx';
import type { AdminCategory, AdminIngredient } from '../ingredients/api.ts';
import type { AdminRecipeDetail, AdminRecipeRow, RecipeLink } from './api.ts';
import { IngredientPicker } from './ingredient-picker.tsx';

interface Props {
  recipe?: AdminRecipeDetail | AdminRecipeRow | undefined;
  categories: AdminCategory[];
  catalogue: AdminIngredient[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

interface Form {
  slug: string;
  title_en: string;
  title_fr: string;
  title_ar: string;
  description_en: string;
  description_fr: string;
  description_ar: string;
  instructions_en: string;
  instructions_fr: string;
  instructions_ar: string;
  image_url: string;
  prep_time: number;
  cooking_time: number;
  difficulty: string;
  category: string;
  servings: number;
  tags: string[];
  ingredients: RecipeLink[];
}

function formFrom(recipe: Props['recipe']): Form {
  const detail = recipe && 'ingredients' in recipe ? recipe : undefined;
  return {
    slug: recipe?.slug ?? '',
    title_en: recipe?.title_en ?? '',
    title_fr: recipe?.title_fr ?? '',
    title_ar: recipe?.title_ar ?? '',
    description_en: recipe?.description_en ?? '',
    description_fr: detail?.description_fr ?? '',
    description_ar: detail?.description_ar ?? '',
    instructions_en: detail?.instructions_en ?? '',
    instructions_fr: detail?.instructions_fr ?? '',
    instructions_ar: detail?.instructions_ar ?? '',
    image_url: recipe?.image_url ?? '',
    prep_time: recipe?.prep_time ?? RECIPE_DEFAULTS.prep_time,
    cooking_time: recipe?.cooking_time ?? RECIPE_DEFAULTS.cooking_time,
    difficulty: recipe?.difficulty ?? RECIPE_DEFAULTS.difficulty,
    category: recipe?.category ?? RECIPE_DEFAULTS.category,
    servings: recipe?.servings ?? RECIPE_DEFAULTS.servings,
    tags: recipe?.tags ?? [],
    // only the link's own fields: the payload is checked strictly by the server
    ingredients:
      detail?.ingredients.map((link) => ({
        ingredient_slug: link.ingredient_slug,
        optional: link.optional,
        quantity: link.quantity,
        unit: link.unit,
        note_en: link.note_en,
        note_fr: link.note_fr,
        note_ar: link.note_ar,
      })) ?? [],
  };
}

const deleteUpload = (url: string) =>
  apiSend('DELETE', `/api/admin/images/recipe-images/${url.split('/').pop()}`).catch(
    () => undefined,
  );
const TABS = [
  { value: 'basic', label: 'Basic Info' },
  { value: 'ingredients', label: 'Ingredients' },
  { value: 'instructions', label: 'Instructions' },
] as const;

/** Create or edit a recipe in three tabs (back-office.md §2.5, §4 Recipe form, §5 Recipe). */
export function RecipeModal({ recipe, categories, catalogue, onClose, onSaved }: Props) {
  const [initial] = useState(() => formFrom(recipe));
  const [form, setForm] = useState<Form>(initial);
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('basic');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [tagDraft, setTagDraft] = useState('');
  const uploads = useRef<string[]>([]);

  const editing = Boolean(recipe);
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({
      ...current,
      [key]: value,
      // the slug follows the English title while creating; an existing recipe keeps its slug
      ...(key === 'title_en' && !editing ? { slug: fallbackSlug(String(value)) } : {}),
    }));
    // editing a field clears its error (the three instruction boxes share one)
    const cleared = key.startsWith('instructions_') ? 'instructions' : key;
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => name !== cleared)),
    );
  };

  const requestClose = () => {
    if (uploading) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };
  const discard = async () => {
    await Promise.all(uploads.current.filter((url) => url !== recipe?.image_url).map(deleteUpload));
    onClose();
  };

  const save = async () => {
    if (uploading) return;
    const checked = recipeInputSchema.safeParse(form);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      setSummary(validationFailedMessage(collectMessages(checked.error)));
      return;
    }
    setErrors({});
    setSummary(undefined);
    setSaving(true);
    try {
      if (recipe) await apiSend('PUT', `/api/admin/recipes/${recipe.id}`, form);
      else await apiSend('POST', '/api/admin/recipes', form);
      await Promise.all(uploads.current.filter((url) => url !== form.image_url).map(deleteUpload));
      onSaved(`Recipe "${form.title_en}" ${recipe ? 'updated' : 'created'} successfully!`);
    } catch (error) {
      const verb = recipe ? 'update' : 'create';
      setSummary(
        error instanceof ApiError && error.status < 500
          ? error.message
          : `Failed to ${verb} recipe. Please try again.`,
      );
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    } finally {
      setSaving(false);
    }
  };

  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-50';
  const error = (key: string) =>
    errors[key] && <span className="mt-1 block text-xs text-red-700">{errors[key]}</span>;
  const text = (
    key: 'title_en' | 'title_fr' | 'title_ar' | 'slug',
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
        onChange={(e) => set(key, e.target.value)}
        disabled={saving}
      />
      {error(key)}
    </label>
  );
  const number = (key: 'prep_time' | 'cooking_time' | 'servings', label: string) => (
    <label className="block text-sm font-medium">
      {label}
      <input
        type="number"
        min={1}
        className={input}
        name={key}
        value={form[key]}
        onChange={(e) => set(key, Number.parseInt(e.target.value, 10) || 0)}
        disabled={saving}
      />
      {error(key)}
    </label>
  );

  return (
    <Dialog
      title={editing ? 'Edit Recipe' : 'Create New Recipe'}
      onOpenChange={requestClose}
      size="2xl"
      testId="recipe-form"
    >
      {summary && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="recipe-form-error"
        >
          {summary}
        </p>
      )}
      <Tabs tabs={TABS} value={tab} onValueChange={setTab} label="Recipe sections">
        <TabPanel value="basic" keepMounted className="space-y-3">
          <ImageField
            bucket="recipe-images"
            value={form.image_url}
            onChange={(url) => set('image_url', url)}
            onUploaded={(url) => uploads.current.push(url)}
            onBusyChange={setUploading}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            {text('title_en', 'English title')}
            {text('title_fr', 'French title')}
            {text('title_ar', 'Arabic title', 'rtl')}
          </div>
          {(['description_en', 'description_fr', 'description_ar'] as const).map((key) => (
            <label key={key} className="block text-sm font-medium">
              {key === 'description_en'
                ? 'English'
                : key === 'description_fr'
                  ? 'French'
                  : 'Arabic'}{' '}
              description
              <textarea
                className={input}
                rows={2}
                dir={key === 'description_ar' ? 'rtl' : 'ltr'}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
                disabled={saving}
              />
            </label>
          ))}
          <div className="grid gap-3 sm:grid-cols-3">
            {text('slug', 'Slug')}
            <label className="block text-sm font-medium">
              Category
              <select
                className={input}
                name="category"
                value={form.category}
                onChange={(e) => set('category', e.target.value)}
                disabled={saving}
              >
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.icon} {c.name_en}
                  </option>
                ))}
              </select>
              {error('category')}
            </label>
            <label className="block text-sm font-medium">
              Difficulty
              <select
                className={input}
                name="difficulty"
                value={form.difficulty}
                onChange={(e) => set('difficulty', e.target.value)}
                disabled={saving}
              >
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            {number('prep_time', 'Prep time (minutes)')}
            {number('cooking_time', 'Cooking time (minutes)')}
            {number('servings', 'Servings')}
          </div>
          <div>
            <label className="block text-sm font-medium">
              Tags (Enter adds)
              <input
                className={input}
                value={tagDraft}
                onChange={(e) => setTagDraft(e.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  set('tags', normaliseTags([...form.tags, tagDraft]));
                  setTagDraft('');
                }}
                data-testid="tag-input"
              />
            </label>
            <div className="mt-2 flex flex-wrap gap-1">
              {form.tags.map((tag) => (
                <button
                  key={tag}
                  type="button"
                  onClick={() =>
                    set(
                      'tags',
                      form.tags.filter((t) => t !== tag),
                    )
                  }
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs"
                  aria-label={`Remove tag ${tag}`}
                >
                  {tag} ×
                </button>
              ))}
            </div>
          </div>
        </TabPanel>

        <TabPanel value="ingredients" keepMounted>
          <IngredientPicker
            catalogue={catalogue}
            links={form.ingredients}
            onChange={(links) => set('ingredients', links)}
          />
          {error('ingredients')}
        </TabPanel>

        <TabPanel value="instructions" keepMounted className="space-y-3">
          <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
            One step per line; write at least one language. The public page numbers the steps and
            falls back to another language when one is empty.
          </p>
          {(['instructions_en', 'instructions_fr', 'instructions_ar'] as const).map((key) => (
            <label key={key} className="block text-sm font-medium">
              {key === 'instructions_en'
                ? 'English'
                : key === 'instructions_fr'
                  ? 'French'
                  : 'Arabic'}{' '}
              instructions {form[key].trim() ? '✓' : ''}
              <textarea
                className={input}
                rows={8}
                dir={key === 'instructions_ar' ? 'rtl' : 'ltr'}
                name={key}
                value={form[key]}
                onChange={(e) => set(key, e.target.value)}
                disabled={saving}
              />
            </label>
          ))}
          {error('instructions')}
        </TabPanel>
      </Tabs>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-sm">
        <span className="text-slate-600">
          {form.ingredients.length} ingredients{dirty ? ' · Unsaved changes' : ''}
          {uploading ? ' · Uploading image' : ''}
        </span>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={requestClose}
            disabled={uploading || saving}
            className="rounded-lg px-4 py-2 hover:bg-slate-100 disabled:opacity-50"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void save()}
            disabled={saving || uploading}
            className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {saving
              ? editing
                ? 'Updating...'
                : 'Creating...'
              : editing
                ? 'Update Recipe'
                : 'Create Recipe'}
          </button>
        </div>
      </div>
      {confirmDiscard && (
        <UnsavedChangesDialog
          onKeep={() => setConfirmDiscard(false)}
          onDiscard={() => void discard()}
        />
      )}
    </Dialog>
  );
}
