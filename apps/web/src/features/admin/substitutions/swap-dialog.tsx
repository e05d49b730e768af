import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type SubmitHandler } from 'react-hook-form';
import { substitutionInputSchema, type SubstitutionInput } from '@chhiwat/core';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { FormFooter } from '../../../components/form/form-footer.tsx';
import { TrilingualFields } from '../../../components/form/trilingual-fields.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCloseGuard } from '../shared/use-close-guard.tsx';
import type { AdminIngredient } from '../shared/api/ingredients.ts';
import { useSaveSubstitution, type AdminSubstitution } from './api.ts';
import {
  MissingField,
  QualityField,
  ReplacementsField,
  type SwapFormValues,
} from './swap-fields.tsx';

interface Props {
  rule?: AdminSubstitution | undefined;
  /** The catalogue, sorted by English name. */
  ingredients: readonly AdminIngredient[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

const FIELDS = ['missing', 'using', 'quality', 'note_en', 'note_fr', 'note_ar'] as const;

const valuesOf = (rule?: AdminSubstitution): SwapFormValues => ({
  missing: rule?.missing ?? '',
  using: rule?.using ?? [],
  quality: rule?.quality ?? 'close',
  note_en: rule?.note_en ?? '',
  note_fr: rule?.note_fr ?? '',
  note_ar: rule?.note_ar ?? '',
});

/** Add or edit a swap rule: "missing X can be replaced by Y (+ Z…)" (decision 0016). */
export function SwapDialog({ rule, ingredients, onClose, onSaved }: Props) {
  const form = useForm({
    resolver: zodResolver(substitutionInputSchema),
    defaultValues: valuesOf(rule),
  });
  const saveRule = useSaveSubstitution(rule?.id);
  const [formError, setFormError] = useState<string>();
  const guard = useCloseGuard({ dirty: form.formState.isDirty, onClose });

  const save: SubmitHandler<SubstitutionInput> = async (values) => {
    setFormError(undefined);
    try {
      await saveRule.mutateAsync(values);
      onSaved(rule ? 'Swap updated successfully!' : 'Swap created successfully!');
    } catch (error) {
      setFormError(
        applyServerErrors(error, FIELDS, form.setError, {
          fallback: 'Failed to save swap',
          // a rule that exists already is a matter of its replacements
          fieldFor: (failure) => (failure.status === 409 ? 'using' : undefined),
        }),
      );
    }
  };

  return (
    <FormProvider {...form}>
      <Dialog
        title={rule ? 'Edit Swap' : 'Add Swap'}
        description="When a recipe needs the missing ingredient, a visitor who has every replacement counts it as had, at the weight of the quality."
        onOpenChange={guard.requestClose}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        size="lg"
        testId="swap-dialog"
        footer={
          <FormFooter
            onCancel={guard.requestClose}
            submitLabel={rule ? 'Update Swap' : 'Create Swap'}
          />
        }
      >
        {formError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="swap-form-error"
          >
            {formError}
          </p>
        )}
        <MissingField ingredients={ingredients} />
        <ReplacementsField ingredients={ingredients} />
        <QualityField />
        <TrilingualFields prefix="note" label="note" multiline rows={2} maxLength={200} />
        {guard.question}
      </Dialog>
    </FormProvider>
  );
}
