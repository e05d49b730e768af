import { useFormContext } from 'react-hook-form';
import type { RecipeFormValues, RecipeStatus } from '@chhiwat/core';
import { useFieldError } from '../../../components/form/field.tsx';

const STATUSES: { value: RecipeStatus; label: string; hint: string }[] = [
  { value: 'draft', label: 'Draft', hint: 'Only the back-office sees it.' },
  {
    value: 'published',
    label: 'Published',
    hint: 'On the public site. Needs its steps in English, French and Arabic.',
  },
];

/** Draft or Published (issue #40): two radio buttons, the chosen one filled. */
export function RecipeStatusField() {
  const { register } = useFormContext<RecipeFormValues>();
  const message = useFieldError('status');
  return (
    <fieldset className="text-sm" data-testid="recipe-status">
      <legend className="font-medium">Status</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {STATUSES.map(({ value, label, hint }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-lg p-2 ring-1 ring-slate-300 has-[:checked]:bg-slate-800 has-[:checked]:text-white has-[:checked]:ring-slate-800"
          >
            <input type="radio" value={value} className="mt-1" {...register('status')} />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-xs opacity-80">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {message && (
        <p className="mt-1 text-xs text-red-700" data-testid="error-status">
          {message}
        </p>
      )}
    </fieldset>
  );
}
