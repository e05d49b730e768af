import { Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LANGUAGES, stepsOf, type Language, type RecipeDetail } from '@chhiwat/core';
import { useTranslationWith } from '../../../i18n/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { readEachStep } from './cook-progress.ts';
import { useReadAloud } from './use-read-aloud.ts';

interface Props {
  recipe: RecipeDetail;
  step: number;
  language: Language;
  text: string;
}

/**
 * The step read aloud in the page's language, on demand or as each step opens (a setting kept on
 * the device). Where the device has no voice for that language, the same step is offered in the
 * recipe's other languages the device can speak.
 */
export function ReadAloud({ recipe, step, language, text }: Props) {
  const { t } = useTranslationWith('recipes');
  const { supported, hasVoice, speak } = useReadAloud();
  const [eachStep, setEachStep] = useState(readEachStep.get);
  const canSpeak = supported && hasVoice(language);

  useEffect(() => {
    if (eachStep && canSpeak) speak(text, language);
  }, [eachStep, canSpeak, speak, text, language]);

  if (!supported) return null;
  if (!canSpeak) {
    const others = LANGUAGES.filter((other) => other !== language && hasVoice(other)).flatMap(
      (other) => {
        const translated = stepsOf(recipe[`instructions_${other}`])[step];
        return translated ? [{ other, translated }] : [];
      },
    );
    return (
      <div className="mt-5 rounded-lg bg-sand-100 p-3" data-testid="cook-no-voice">
        <p className="text-sm">{t('cook.noVoice')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {others.map(({ other, translated }) => (
            <button
              key={other}
              type="button"
              onClick={() => speak(translated, other)}
              className={buttonClass({ variant: 'secondary', shape: 'rounded', size: 'sm' })}
              data-testid={`cook-read-${other}`}
            >
              <Volume2 className="size-5" aria-hidden="true" />
              {t(`cook.readIn.${other}`)}
            </button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => speak(text, language)}
        className={buttonClass({ variant: 'secondary', shape: 'rounded' })}
        data-testid="cook-read"
      >
        <Volume2 className="size-5" aria-hidden="true" />
        {t('cook.readStep')}
      </button>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={eachStep}
          onChange={(event) => {
            setEachStep(event.target.checked);
            readEachStep.set(event.target.checked);
          }}
          className="size-5 accent-saffron-700"
          data-testid="cook-read-each"
        />
        {t('cook.readEachStep')}
      </label>
    </div>
  );
}
