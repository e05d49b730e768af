import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type FieldErrors,
  type SubmitHandler,
} from 'react-hook-form';
import {
  collectMessages,
  recipeInputSchema,
  validationFailedMessage,
  type RecipeFormValues,
  type RecipeInput,
} from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useFieldError } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { useCloseGuard } from '../components/use-close-guard.tsx';
import type { AdminCategory, AdminIngredient } from '../ingredients/api.ts';
import type { RecipeLink } from './api.ts';
import { IngredientPicker } from './ingredient-picker.tsx';
import { RecipeBasicFields } from './recipe-basic-fields.tsx';
import {
  BASIC_FIELDS,
  deleteRecipeUpload,
  recipeFormValues,
  type RecipeSource,
} from './recipe-form-values.ts';
import { RecipeInstructionFields } from './recipe-instruction-fields.tsx';

interface Props {
  recipe?: RecipeSource;
  categories: AdminCategory[];
  catalogue: AdminIngredient[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

const TABS = [
  { value: 'basic', label: 'Basic Info' },
  { value: 'ingredients', label: 'Ingredients' },
  { value: 'instructions', label: 'Instructions' },
] as const;
type Tab = (typeof TABS)[number]['value'];
// 'instructions' is the shared message of the three instruction boxes
const FIELDS = [...BASIC_FIELDS, 'ingredients', 'instructions'];

/** The tab holding the first invalid field, so it can be seen and focused. */
const tabOf = (errors: FieldErrors<RecipeFormValues> | Record<string, string>): Tab =>
  Object.keys(errors).some((name) => BASIC_FIELDS.includes(name))
    ? 'basic'
    : 'ingredients' in errors
      ? 'ingredients'
      : 'instructions';

/** Create or edit a recipe in three tabs (back-office.md §2.5, §4 Recipe form, §5 Recipe). */
export function RecipeModal({ recipe, categories, catalogue, onClose, onSaved }: Props) {
  const form = useForm({
    resolver: zodResolver(recipeInputSchema),
    defaultValues: recipeFormValues(recipe),
  });
  const [tab, setTab] = useState<Tab>('basic');
  const [summary, setSummary] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const uploads = useRef<string[]>([]);
  const editing = Boolean(recipe);
  const saving = form.formState.isSubmitting;
  // the fields are disabled only while the checked recipe is being sent
  const [sending, setSending] = useState(false);
  const focusAfterSend = useRef<keyof RecipeFormValues>(undefined);
  const { setFocus } = form;
  useEffect(() => {
    if (sending || !focusAfterSend.current) return;
    setFocus(focusAfterSend.current);
    focusAfterSend.current = undefined;
  }, [sending, setFocus]);
  const dirty = form.formState.isDirty;
  const ingredientCount = useWatch({ control: form.control, name: 'ingredients' })?.length ?? 0;
  const guard = useCloseGuard({
    dirty,
    blocked: uploading,
    onClose,
    onDiscard: async () => {
      const unsaved = uploads.current.filter((url) => url !== recipe?.image_url);
      await Promise.all(unsaved.map(deleteRecipeUpload));
    },
  });

  const save: SubmitHandler<RecipeInput> = async (values) => {
    setSummary(undefined);
    setSending(true);
    try {
      if (recipe) await apiSend('PUT', `/api/admin/recipes/${recipe.id}`, values);
      else await apiSend('POST', '/api/admin/recipes', values);
      const unkept = uploads.current.filter((url) => url !== values.image_url);
      await Promise.all(unkept.map(deleteRecipeUpload));
      onSaved(`Recipe "${values.title_en}" ${recipe ? 'updated' : 'created'} successfully!`);
    } catch (error) {
      applyServerErrors(error, FIELDS as (keyof RecipeFormValues)[], form.setError, {
        fallback: '',
      });
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const first = FIELDS.find((name) => name in fields);
      if (first) {
        setTab(tabOf(fields));
        focusAfterSend.current =
          first === 'instructions' ? 'instructions_en' : (first as keyof RecipeFormValues);
      }
      const verb = recipe ? 'update' : 'create';
      setSummary(
        error instanceof ApiError && error.status < 500
          ? error.message
          : `Failed to ${verb} recipe. Please try again.`,
      );
    } finally {
      setSending(false);
    }
  };
  // every message at its field, and all of them collected above the form (back-office.md §5)
  const refuse = (errors: FieldErrors<RecipeFormValues>) => {
    const checked = recipeInputSchema.safeParse(form.getValues());
    if (!checked.success) setSummary(validationFailedMessage(collectMessages(checked.error)));
    const first = tabOf(errors);
    setTab(first);
    if (first === 'instructions' && !errors.instructions_en) form.setFocus('instructions_en');
  };
  const submit = () => {
    if (!uploading && !saving) void form.handleSubmit(save, refuse)();
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title={editing ? 'Edit Recipe' : 'Create New Recipe'}
        onOpenChange={guard.requestClose}
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
        <fieldset disabled={sending} className="contents">
          <Tabs tabs={TABS} value={tab} onValueChange={setTab} label="Recipe sections">
            <TabPanel value="basic" keepMounted className="space-y-3">
              <RecipeBasicFields
                creating={!editing}
                categories={categories}
                onUploaded={(url) => uploads.current.push(url)}
                onBusyChange={setUploading}
              />
            </TabPanel>
            <TabPanel value="ingredients" keepMounted>
              <ChosenIngredients catalogue={catalogue} />
            </TabPanel>
            <TabPanel value="instructions" keepMounted className="space-y-3">
              <RecipeInstructionFields />
            </TabPanel>
          </Tabs>
        </fieldset>

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-sm">
          <span className="text-slate-600">
            {ingredientCount} ingredients
            {dirty ? ' · Unsaved changes' : ''}
            {uploading ? ' · Uploading image' : ''}
          </span>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={guard.requestClose}
              disabled={uploading || saving}
              className="rounded-lg px-4 py-2 hover:bg-slate-100 disabled:opacity-50"
            >
              Cancel
            </button>
            <SubmitButton
              label={editing ? 'Update Recipe' : 'Create Recipe'}
              pendingLabel={editing ? 'Updating...' : 'Creating...'}
              disabled={uploading}
              onClick={submit}
            />
          </div>
        </div>
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}

/** The picker over the form's ingredient list, with the list's message under it. */
function ChosenIngredients({ catalogue }: { catalogue: AdminIngredient[] }) {
  const { watch, setValue, clearErrors } = useFormContext<RecipeFormValues>();
  const message = useFieldError('ingredients');
  return (
    <>
      <IngredientPicker
        catalogue={catalogue}
        // every link is complete: loaded from the recipe or made by the picker
        links={(watch('ingredients') ?? []) as RecipeLink[]}
        onChange={(links) => {
          setValue('ingredients', links, { shouldDirty: true });
          clearErrors('ingredients');
        }}
      />
      {message && (
        <p className="mt-1 text-xs text-red-700" data-testid="error-ingredients">
          {message}
        </p>
      )}
    </>
  );
}
