import { useFormContext } from 'react-hook-form';
import {
  ALLERGENS,
  COMPOSITION_SOURCES,
  COUNTED_UNITS,
  FOOD_KINDS,
  NUTRIENTS,
  type CompositionRow,
  type IngredientFormValues,
  type MeasuresRow,
  type Nutrient,
} from '@chhiwat/core';
import { Button } from '../../../../components/ui/button.tsx';
import {
  DecimalField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../../components/form/text-fields.tsx';
import { useFieldError } from '../../../../components/form/field.tsx';

const NUTRIENT_LABELS: Record<Nutrient, string> = {
  energy_kcal: 'Energy (kcal)',
  energy_kj: 'Energy (kJ)',
  protein_g: 'Protein (g)',
  fat_g: 'Fat (g)',
  saturated_fat_g: 'Saturated fat (g)',
  carbohydrate_g: 'Carbohydrate (g)',
  sugars_g: 'Sugars (g)',
  fibre_g: 'Fibre (g)',
  salt_g: 'Salt (g)',
};

const NEW_COMPOSITION: CompositionRow = {
  source: 'hand',
  food_code: null,
  food_name: null,
  per_100g: Object.fromEntries(
    NUTRIENTS.map((nutrient) => [nutrient, 0]),
  ) as CompositionRow['per_100g'],
  note: null,
};
const NEW_MEASURES: MeasuresRow = {
  grams: {},
  density_g_per_ml: null,
  edible_share: 1,
  allergens: [],
  kinds: [],
  note: null,
};

/**
 * The Nutrition tab (issue #44): the composition per 100 g of the edible part with the table row it
 * comes from, and the measures that turn a recipe's amounts into grams, with the allergens and
 * kinds the labels are derived from. Either may be absent; recipes then leave the ingredient out
 * of their nutrition, or claim no diet, and say so.
 */
export function NutritionFields() {
  return (
    <div className="space-y-4">
      <CompositionFields />
      <MeasuresFields />
    </div>
  );
}

function CompositionFields() {
  const { watch, setValue } = useFormContext<IngredientFormValues>();
  const present = Boolean(watch('composition'));
  return (
    <fieldset className="space-y-3" data-testid="composition-fields">
      <legend className="mb-2 text-sm font-semibold">Composition per 100 g (edible part)</legend>
      {present ? (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField name="composition.source" label="Source">
              {COMPOSITION_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {source === 'hand' ? 'Entered by hand' : source}
                </option>
              ))}
            </SelectField>
            <TextField name="composition.food_code" label="Food code in the table" />
            <TextField name="composition.food_name" label="Food name in the table" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {NUTRIENTS.map((nutrient) => (
              <DecimalField
                key={nutrient}
                name={`composition.per_100g.${nutrient}`}
                label={NUTRIENT_LABELS[nutrient]}
                min={0}
              />
            ))}
          </div>
          <TextAreaField
            name="composition.note"
            label="Note (a proxy food, a value taken as 0…)"
            rows={2}
          />
          <Button
            variant="secondary"
            onClick={() => setValue('composition', null, { shouldDirty: true })}
          >
            Remove composition
          </Button>
        </>
      ) : (
        <Absent
          text="No composition yet: recipes leave this ingredient out of their nutrition."
          action="Add composition"
          onAdd={() => setValue('composition', NEW_COMPOSITION, { shouldDirty: true })}
        />
      )}
    </fieldset>
  );
}

function MeasuresFields() {
  const { watch, setValue, register } = useFormContext<IngredientFormValues>();
  const present = Boolean(watch('measures'));
  const allergensError = useFieldError('measures.allergens');
  const kindsError = useFieldError('measures.kinds');
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-3" data-testid="measures-fields">
      <legend className="mb-2 text-sm font-semibold">Measures, allergens and kinds</legend>
      {present ? (
        <>
          <p className="text-xs text-slate-600">
            Grams of one of each unit as bought (leave empty the units this ingredient is never
            counted in); the density turns spoons and millilitres into grams.
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COUNTED_UNITS.map((unit) => (
              <DecimalField
                key={unit}
                name={`measures.grams.${unit}`}
                label={`1 ${unit} (g)`}
                min={0}
              />
            ))}
            <DecimalField
              name="measures.density_g_per_ml"
              label="Density (g/ml)"
              empty="null"
              min={0}
            />
            <DecimalField name="measures.edible_share" label="Edible share (0–1)" min={0} max={1} />
          </div>
          <CheckboxGroup
            legend="Allergens (EU 14)"
            values={ALLERGENS}
            register={register('measures.allergens')}
            error={allergensError}
            testId="allergen"
          />
          <CheckboxGroup
            legend="Kinds"
            values={FOOD_KINDS}
            register={register('measures.kinds')}
            error={kindsError}
            testId="kind"
          />
          <TextAreaField name="measures.note" label="Note" rows={2} />
          <Button
            variant="secondary"
            onClick={() => setValue('measures', null, { shouldDirty: true })}
          >
            Remove measures
          </Button>
        </>
      ) : (
        <Absent
          text="No measures yet: recipes cannot weigh its counted amounts, and claim no diet."
          action="Add measures"
          onAdd={() => setValue('measures', NEW_MEASURES, { shouldDirty: true })}
        />
      )}
    </fieldset>
  );
}

function Absent({ text, action, onAdd }: { text: string; action: string; onAdd: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>{text}</p>
      <Button variant="secondary" onClick={onAdd}>
        {action}
      </Button>
    </div>
  );
}

function CheckboxGroup({
  legend,
  values,
  register,
  error,
  testId,
}: {
  legend: string;
  values: readonly string[];
  register: ReturnType<ReturnType<typeof useFormContext>['register']>;
  error: string | undefined;
  testId: string;
}) {
  return (
    <fieldset className="text-sm">
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {values.map((value) => (
          <label key={value} className="flex min-h-6 items-center gap-1.5">
            <input type="checkbox" value={value} {...register} data-testid={`${testId}-${value}`} />
            {value}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
    </fieldset>
  );
}
