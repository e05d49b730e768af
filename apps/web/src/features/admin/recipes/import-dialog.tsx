import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type SubmitHandler } from 'react-hook-form';
import {
  recipeImportRequestSchema,
  type RecipeDraft,
  type RecipeImportRequest,
} from '@chhiwat/core';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { TextAreaField, TextField } from '../../../components/form/text-fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { importRecipe } from './api.ts';

interface Props {
  onClose: () => void;
  /** The page was read: open its draft in the recipe form. */
  onDraft: (draft: RecipeDraft) => void;
}

const SOURCES = [
  { value: 'link', label: 'From a link' },
  { value: 'source', label: "Paste the page's source" },
] as const;
type Source = (typeof SOURCES)[number]['value'];

/**
 * Import (issue #23): a link the server reads, or the page's source (or its JSON-LD) pasted when a
 * site turns robots away. Nothing is saved here: the draft opens in the recipe form.
 */
export function ImportDialog({ onClose, onDraft }: Props) {
  const form = useForm<RecipeImportRequest>({
    resolver: zodResolver(recipeImportRequestSchema),
    defaultValues: { url: '', html: '' },
  });
  const [source, setSource] = useState<Source>('link');
  const [failure, setFailure] = useState<string>();

  const read: SubmitHandler<RecipeImportRequest> = async ({ url, html }) => {
    setFailure(undefined);
    const body = source === 'link' ? { url } : { html, ...(url ? { url } : {}) };
    try {
      const { draft } = await importRecipe(body);
      onDraft(draft);
    } catch (error) {
      setFailure(applyServerErrors(error, ['url', 'html'], form.setError, { fallback: '' }));
    }
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title="Import a recipe"
        description="The recipe opens in the form for you to review and translate; nothing is saved until you save it."
        onOpenChange={onClose}
        onSubmit={(event) => void form.handleSubmit(read)(event)}
        size="xl"
        testId="recipe-import"
        footer={
          <FormFooter onCancel={onClose} submitLabel="Import" pendingLabel="Reading the page…" />
        }
      >
        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="import-error"
          >
            {failure}
          </p>
        )}
        <Tabs
          tabs={SOURCES}
          value={source}
          onValueChange={(next) => {
            setSource(next);
            form.clearErrors();
          }}
          label="Import from"
        >
          <TabPanel value="link" className="space-y-3 pt-3">
            <TextField
              name="url"
              label="Link to the recipe page"
              type="url"
              inputMode="url"
              placeholder="https://…"
              autoComplete="off"
            />
          </TabPanel>
          <TabPanel value="source" className="space-y-3 pt-3">
            <TextAreaField
              name="html"
              label="The page's source (View source, select all, copy) or its JSON-LD"
              rows={8}
              spellCheck={false}
              dir="auto"
            />
            <TextField
              name="url"
              label="Its link, if you have it (kept as the source)"
              type="url"
              placeholder="https://…"
              autoComplete="off"
            />
          </TabPanel>
        </Tabs>
      </Dialog>
    </FormProvider>
  );
}
