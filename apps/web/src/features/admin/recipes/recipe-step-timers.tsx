import { useFormContext } from 'react-hook-form';
import type { RecipeFormValues } from '@chhiwat/core';
import { useFieldError } from '../../../components/form/field.tsx';
import { timedSteps, withMinutesAt } from './recipe-step-minutes.ts';

const minutesOf = (text: string) => Math.max(0, Number.parseInt(text, 10) || 0);

/**
 * Each step's timed wait (`step_minutes`, issue #40): the steps of the instructions numbered, each
 * with an optional minutes box. Timers belong to positions: step 2's is step 2's in every language,
 * and stays when a line above it is edited. A timer past the shown steps is shown too, to clear.
 */
export function RecipeStepTimers() {
  const { watch, setValue, formState } = useFormContext<RecipeFormValues>();
  const [en, fr, ar] = watch(['instructions_en', 'instructions_fr', 'instructions_ar']);
  const { language, steps } = timedSteps({
    instructions_en: en,
    instructions_fr: fr,
    instructions_ar: ar,
  });
  const minutes = watch('step_minutes') ?? [];
  const message = useFieldError('step_minutes');
  const rows = Array.from({ length: Math.max(steps.length, minutes.length) }, (_, at) => at);
  const change = (position: number, text: string) =>
    setValue('step_minutes', withMinutesAt(minutes, position, minutesOf(text)), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  return (
    <section aria-labelledby="step-timers-title" className="space-y-2" data-testid="step-timers">
      <h3 id="step-timers-title" className="text-sm font-semibold">
        Step timers
      </h3>
      <p className="text-xs text-slate-600">
        {rows.length
          ? `The steps of the ${language} instructions. Give a step the minutes it waits (simmering, resting); leave it empty for none.`
          : 'Write the steps above, one a line, to give them timers.'}
      </p>
      <ol className="space-y-1">
        {rows.map((position) => (
          <li key={position} className="flex items-center gap-2 text-sm">
            <span className="w-6 shrink-0 text-end font-semibold">{position + 1}.</span>
            <span className="line-clamp-2 min-w-0 flex-1" dir="auto">
              {steps[position] ?? (
                <em className="text-slate-500">
                  No {language} step {position + 1}
                </em>
              )}
            </span>
            <input
              type="number"
              min={0}
              inputMode="numeric"
              aria-label={`Minutes for step ${position + 1}`}
              value={minutes[position] || ''}
              onChange={(event) => change(position, event.target.value)}
              className="w-20 shrink-0 rounded-lg border border-slate-300 px-2 py-1"
            />
            <span className="shrink-0 text-xs text-slate-500" aria-hidden="true">
              min
            </span>
          </li>
        ))}
      </ol>
      {message && (
        <p className="text-xs text-red-700" data-testid="error-step_minutes">
          {message}
        </p>
      )}
    </section>
  );
}
