import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RecipeFormValues } from '@chhiwat/core';
import { useFieldError } from '../../../components/form/field.tsx';
import { TextAreaField } from '../../../components/form/text-fields.tsx';
import { RecipeStepTimers } from './recipe-step-timers.tsx';

const BOXES = [
  ['instructions_en', 'English', 'ltr', 'en'],
  ['instructions_fr', 'French', 'ltr', 'fr'],
  ['instructions_ar', 'Arabic', 'rtl', 'ar'],
] as const;

/**
 * The three instruction boxes, one step a line; they share one message, cleared by typing in any
 * of them. Under them, each step's timer.
 */
export function RecipeInstructionFields() {
  const { watch, clearErrors } = useFormContext<RecipeFormValues>();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('instructions_')) clearErrors('instructions' as 'instructions_en');
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  const message = useFieldError('instructions');
  const messageId = useId();
  return (
    <>
      <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
        One step per line; write at least one language. The public page numbers the steps and falls
        back to another language when one is empty. To publish, write the same steps in all three.
      </p>
      {BOXES.map(([name, language, dir, lang]) => (
        <TextAreaField
          key={name}
          name={name}
          label={`${language} instructions ${watch(name)?.trim() ? '✓' : ''}`}
          rows={8}
          dir={dir}
          lang={lang}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
        />
      ))}
      {message && (
        <p id={messageId} className="text-xs text-red-700" data-testid="error-instructions">
          {message}
        </p>
      )}
      <RecipeStepTimers />
    </>
  );
}
