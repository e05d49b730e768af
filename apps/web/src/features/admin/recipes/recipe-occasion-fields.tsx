import { useFormContext } from 'react-hook-form';
import {
  OCCASIONS,
  REGIONS,
  SEASONS,
  type Occasion,
  type RecipeFormValues,
  type Region,
  type Season,
} from '@chhiwat/core';
import { Field, INPUT_CLASS, useFieldError } from '../../../components/form/field.tsx';

const REGION_NAMES: Record<Region, string> = {
  fes: 'Fès',
  marrakech: 'Marrakech',
  north: 'The North',
  souss: 'Souss',
  'draa-tafilalet': 'Drâa-Tafilalet',
  oriental: 'The Oriental',
  sahara: 'The Sahara',
  atlantic: 'The Atlantic coast',
};

const OCCASION_NAMES: Record<Occasion, string> = {
  everyday: 'Everyday',
  ramadan: 'Ramadan',
  'eid-al-fitr': 'Eid al-Fitr',
  'eid-al-adha': 'Eid al-Adha',
  achoura: 'Achoura',
  friday: 'Friday',
  wedding: 'Wedding',
  guests: 'Guests',
};

const SEASON_NAMES: Record<Season, string> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Autumn',
  winter: 'Winter',
};

/** The select's "Everywhere" is the recipe's null region. */
const regionOrNull = (value: unknown) => (value ? String(value) : null);

function RegionField() {
  const { register } = useFormContext<RecipeFormValues>();
  return (
    <Field name="region" label="Region">
      {(control) => (
        <select
          className={INPUT_CLASS}
          {...control}
          {...register('region', { setValueAs: regionOrNull })}
        >
          <option value="">Everywhere</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {REGION_NAMES[region]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Words of a fixed list, each a checkbox; none checked is an empty list. */
function CheckboxGroup<Word extends string>({
  name,
  legend,
  hint,
  words,
  names,
}: {
  name: 'occasions' | 'seasons';
  legend: string;
  hint: string;
  words: readonly Word[];
  names: Record<Word, string>;
}) {
  const { register } = useFormContext<RecipeFormValues>();
  const message = useFieldError(name);
  return (
    <fieldset className="text-sm">
      <legend className="font-medium">
        {legend} <span className="font-normal text-slate-500">{hint}</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {words.map((word) => (
          <label key={word} className="inline-flex items-center gap-1">
            <input type="checkbox" value={word} {...register(name)} />
            {names[word]}
          </label>
        ))}
      </div>
      {message && (
        <p className="mt-1 text-xs text-red-700" data-testid={`error-${name}`}>
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** Where and when the recipe is cooked (issue #40): its region, occasions and seasons. */
export function RecipeOccasionFields() {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <RegionField />
      </div>
      <CheckboxGroup
        name="occasions"
        legend="Occasions"
        hint="none: any day"
        words={OCCASIONS}
        names={OCCASION_NAMES}
      />
      <CheckboxGroup
        name="seasons"
        legend="Seasons"
        hint="none: all year"
        words={SEASONS}
        names={SEASON_NAMES}
      />
    </>
  );
}
