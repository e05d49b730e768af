// One file over 300 lines: one form. The tabs, the save with its server errors, the copy of an
// imported image and the import's review all act on one react-hook-form and its uploads; the
// fields themselves are in the recipe-*-fields files.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
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
  importedRecipeForm,
  linkFor,
  recipeInputSchema,
  slugify,
  validationFailedMessage,
  type RecipeDraft,
  type RecipeFormValues,
  type RecipeInput,
  type ReviewLine,
} from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useFieldError } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminCategories, type AdminCategory } from '../shared/api/categories.ts';
import { copyImage } from '../shared/api/images.ts';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import { useCloseGuard } from '../shared/use-close-guard.tsx';
import { IngredientEditorModal } from '../shared/ingredient-editor/ingredient-editor-modal.tsx';
import { saveRecipe, type RecipeLink } from './api.ts';
import { ImportNotice } from './import-notice.tsx';
import { ImportReview } from './import-review.tsx';
import { IngredientPicker } from './ingredient-picker.tsx';
import { RecipeBasicFields } from './recipe-basic-fields.tsx';
import {
  BASIC_FIELDS,
  deleteRecipeUpload,
  recipeFormValues,
  type RecipeSource,
} from './recipe-form-values.ts';
import { RecipeInstructionFields } from './recipe-instruction-fields.tsx';
import { RecipeStatusField } from './recipe-status-field.tsx';

interface Props {
  recipe?: RecipeSource;
  /** A recipe read from another site (issue #23): the form opens with it, unsaved. */
  draft?: RecipeDraft;
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
const INSTRUCTION_BOXES = ['instructions_en', 'instructions_fr', 'instructions_ar'] as const;
/** The fields a server message can belong to; 'instructions' is the three boxes' shared one. */
const FIELDS = [
  ...BASIC_FIELDS,
  'status',
  'ingredients',
  'instructions',
  ...INSTRUCTION_BOXES,
  'step_minutes',
];

/** The tab holding the first invalid field, so it can be seen and focused. */
const tabOf = (errors: FieldErrors<RecipeFormValues> | Record<string, string>): Tab =>
  Object.keys(errors).some((name) => BASIC_FIELDS.includes(name))
    ? 'basic'
    : 'ingredients' in errors
      ? 'ingredients'
      : 'instructions';

/** The instruction box a message is about ("needs its steps in French"), else the English one. */
const instructionBoxOf = (errors: FieldErrors<RecipeFormValues>) =>
  INSTRUCTION_BOXES.find((name) => name in errors) ?? 'instructions_en';

/** Create or edit a recipe in three tabs (back-office.md §2.5, §4 Recipe form, §5 Recipe). */
export function RecipeEditorModal({
  recipe,
  draft,
  categories,
  catalogue,
  onClose,
  onSaved,
}: Props) {
  const [imported] = useState(() => (draft ? importedRecipeForm(draft) : undefined));
  const form = useForm({
    resolver: zodResolver(recipeInputSchema),
    defaultValues: imported?.values ?? recipeFormValues(recipe),
  });
  const review = useImportReview(form.getValues, form.setValue, imported);
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
    // an import is lost when closed: it counts as unsaved work
    dirty: dirty || Boolean(imported),
    blocked: uploading,
    onClose,
    onDiscard: async () => {
      const unsaved = uploads.current.filter((url) => url !== recipe?.image_url);
      await Promise.all(unsaved.map(deleteRecipeUpload));
    },
  });

  const save: SubmitHandler<RecipeInput> = async (checked) => {
    setSummary(undefined);
    setSending(true);
    try {
      const values = await withImportedImage(checked);
      if (!values) return;
      await saveRecipe(recipe?.id, values);
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
    if (first === 'instructions') form.setFocus(instructionBoxOf(errors));
  };
  /** The imported page's image, still on that site, is copied here first (issue #23). */
  const withImportedImage = async (values: RecipeInput) => {
    const pageImage = imported?.values.image_url;
    if (!pageImage || values.image_url !== pageImage) return values;
    try {
      const stored = await copyImage('recipe-images', pageImage);
      uploads.current.push(stored);
      form.setValue('image_url', stored);
      return { ...values, image_url: stored };
    } catch (error) {
      setTab('basic');
      const reason = error instanceof Error ? error.message : 'it could not be read';
      setSummary(`The page's image could not be copied: ${reason}. Remove it, or try again.`);
      return undefined;
    }
  };
  const submit = () => {
    if (uploading || saving) return;
    if (review.lines.length) {
      setTab('ingredients');
      return setSummary(
        `${review.lines.length} ingredient lines from the page still need you: pick an ingredient, create one, or drop each line.`,
      );
    }
    void form.handleSubmit(save, refuse)();
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title={editing ? 'Edit Recipe' : 'Create New Recipe'}
        onOpenChange={guard.requestClose}
        size="2xl"
        testId="recipe-form"
      >
        {draft && imported && <ImportNotice draft={draft} textLanguage={imported.textLanguage} />}
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
          <RecipeStatusField />
          <Tabs tabs={TABS} value={tab} onValueChange={setTab} label="Recipe sections">
            <TabPanel value="basic" keepMounted className="space-y-3">
              <RecipeBasicFields
                creating={!editing}
                categories={categories}
                onUploaded={(url) => uploads.current.push(url)}
                onBusyChange={setUploading}
                importedImage={imported?.values.image_url || undefined}
              />
            </TabPanel>
            <TabPanel value="ingredients" keepMounted className="space-y-3">
              {review.lines.length > 0 && (
                <ImportReview
                  lines={review.lines}
                  catalogue={catalogue}
                  linked={new Set(form.getValues('ingredients')?.map((l) => l.ingredient_slug))}
                  onPick={review.pick}
                  onCreate={review.startCreating}
                  onDrop={review.drop}
                />
              )}
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
        {review.creating && (
          <NewIngredientFor
            line={review.creating}
            textLanguage={imported?.textLanguage ?? 'en'}
            onClose={review.stopCreating}
            onCreated={review.pick}
          />
        )}
      </Dialog>
    </FormProvider>
  );
}

type Form = ReturnType<typeof useForm<RecipeFormValues, unknown, RecipeInput>>;

/** The imported lines waiting for the administrator, and what each answer does to the form. */
function useImportReview(
  getValues: Form['getValues'],
  setValue: Form['setValue'],
  imported: ReturnType<typeof importedRecipeForm> | undefined,
) {
  const [lines, setLines] = useState<ReviewLine[]>(imported?.review ?? []);
  const [creating, setCreating] = useState<ReviewLine>();
  const settle = (line: ReviewLine) =>
    setLines((waiting) => waiting.filter((other) => other.index !== line.index));
  const pick = (line: ReviewLine, slug: string) => {
    const links = getValues('ingredients') ?? [];
    if (!links.some((link) => link.ingredient_slug === slug))
      setValue('ingredients', [...links, linkFor(slug, line, imported?.textLanguage ?? 'en')], {
        shouldDirty: true,
      });
    settle(line);
    setCreating(undefined);
  };
  return {
    lines,
    creating,
    pick,
    drop: settle,
    startCreating: setCreating,
    stopCreating: () => setCreating(undefined),
  };
}

/** The ingredient form over the recipe form, its name taken from the imported line. */
function NewIngredientFor({
  line,
  textLanguage,
  onClose,
  onCreated,
}: {
  line: ReviewLine;
  textLanguage: 'ar' | 'fr' | 'en';
  onClose: () => void;
  onCreated: (line: ReviewLine, slug: string) => void;
}) {
  const queryClient = useQueryClient();
  const categories = useAdminCategories('ingredient');
  const name = line.name.charAt(0).toUpperCase() + line.name.slice(1);
  return (
    <IngredientEditorModal
      initial={{
        [`name_${textLanguage}`]: name,
        ...(textLanguage === 'en' ? { slug: slugify(name) } : {}),
      }}
      categories={categories.data?.categories ?? []}
      onClose={onClose}
      onSaved={(_message, slug) => {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'ingredients'] });
        onCreated(line, slug);
      }}
    />
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
