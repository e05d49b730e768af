import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, INPUT_CLASS } from '../../../components/form/field.tsx';
import { NumberField } from '../../../components/form/text-fields.tsx';

/** A field's label with a short hint after it, read with the label. */
function withHint(label: string, hint: string): ReactNode {
  return (
    <>
      {label} <span className="font-normal text-slate-500">{hint}</span>
    </>
  );
}

/** Whole minutes, or null when left empty: a time the recipe may not have. */
const minutesOrNull = (value: unknown) =>
  String(value ?? '').trim() === '' ? null : Number.parseInt(String(value), 10) || 0;

function OptionalMinutesField({ name, label }: { name: string; label: ReactNode }) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label}>
      {(control) => (
        <input
          type="number"
          min={1}
          className={INPUT_CLASS}
          {...control}
          {...register(name, { setValueAs: minutesOrNull })}
        />
      )}
    </Field>
  );
}

/** Prep and cooking time, and the waits apart from them: soaking, resting, a pressure cooker. */
export function RecipeTimeFields() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <NumberField name="prep_time" label="Prep time (minutes)" min={1} />
      <NumberField
        name="cooking_time"
        label={withHint('Cooking time (minutes)', '0 for a no-cook dish')}
        min={0}
      />
      <OptionalMinutesField
        name="pressure_cooker_time"
        label={withHint('Pressure-cooker time (minutes)', 'optional')}
      />
      <NumberField
        name="soak_time"
        label={withHint('Soaking time (minutes)', 'e.g. chickpeas overnight')}
        min={0}
      />
      <NumberField
        name="rest_time"
        label={withHint('Resting time (minutes)', 'rising, marinating, chilling')}
        min={0}
      />
    </div>
  );
}
