import { ArrowLeft, ArrowRight, ListChecks, Timer, X } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  durationsIn,
  formatClock,
  stepMinutesAt,
  stepsWithIngredients,
  type Language,
  type RecipeDetail,
  type StepDuration,
} from '@chhiwat/core';
import { useTranslationWith } from '../../../i18n/index.ts';
import { localized } from '../../../lib/localized.ts';
import { useDuration } from '../../../lib/format.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { setTimerSlot, timerActions } from '../../../state/timer-store.ts';

import { useIngredientLine } from '../components/ingredient-list.tsx';
import { firstWakeNote, resumedServings, saveProgress, startingStep } from './cook-progress.ts';
import { ReadAloud } from './read-aloud.tsx';
import { useSwipe } from './use-swipe.ts';
import { useWakeLock } from './use-wake-lock.ts';

interface Props {
  recipe: RecipeDetail;
  steps: string[];
  language: Language;
  servings: number;
  onClose: () => void;
}

/**
 * Cook mode (issue #43): one step a screen in large type, the ingredients it uses at the chosen
 * servings, its timers, the screen kept awake, steps read aloud; next and previous by buttons,
 * arrows and space, or a swipe (mirrored in Arabic). It opens where the visitor left it.
 */
export function CookMode({ recipe, steps, language, servings: pageServings, onClose }: Props) {
  const { t, i18n } = useTranslationWith('recipes');
  // the servings chosen on the page, else those cook mode was left at (a reload resets the page's)
  const [servings] = useState(() =>
    pageServings !== recipe.servings
      ? pageServings
      : (resumedServings(recipe.slug) ?? pageServings),
  );
  const dir = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const [step, setStep] = useState(() => startingStep(recipe.slug, steps.length));
  const [overview, setOverview] = useState(false);
  const nextButton = useRef<HTMLButtonElement>(null);
  const wakeLock = useWakeLock(true);
  const [wakeNote] = useState(() => wakeLock === 'unsupported' && firstWakeNote());
  const title = localized(recipe, 'title', language);
  const last = steps.length - 1;

  useEffect(() => {
    saveProgress({ recipeSlug: recipe.slug, step, servings });
  }, [recipe.slug, step, servings]);

  const goTo = (next: number) => {
    setOverview(false);
    setStep(Math.min(Math.max(next, 0), last));
  };
  const finish = () => {
    saveProgress({ recipeSlug: recipe.slug, step: 0, servings });
    onClose();
  };
  const next = () => (step === last ? finish() : goTo(step + 1));
  const previous = () => goTo(step - 1);
  const swipe = useSwipe(dir, next, previous);
  // on the document: a click on the step's text leaves the focus on the dialog itself
  const onKey = useEffectEvent((event: KeyboardEvent) => keyToStep(event, dir, next, previous));
  useEffect(() => {
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const [NextIcon, PreviousIcon] =
    dir === 'rtl' ? [ArrowLeft, ArrowRight] : [ArrowRight, ArrowLeft];

  return (
    <Modal
      onOpenChange={(open) => !open && onClose()}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-sand-50 p-0 text-stone-900"
      aria-labelledby="cook-title"
      initialFocus={nextButton}
      testId="cook-mode"
    >
      <div className="flex h-full flex-col" dir={dir} {...swipe}>
        <header className="flex items-center gap-2 border-b border-sand-200 px-4 py-2">
          <h2 id="cook-title" className="min-w-0 flex-1 truncate font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => setOverview((open) => !open)}
            aria-expanded={overview}
            className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
            aria-label={t('cook.overview')}
            data-testid="cook-overview-toggle"
          >
            <ListChecks className="size-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
            aria-label={t('cook.close')}
            data-testid="cook-close"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </header>
        <StepProgress step={step} count={steps.length} />
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6">
          {wakeNote && (
            <p className="mb-4 rounded-lg bg-sand-100 p-3 text-sm" data-testid="cook-wake-note">
              {t('cook.noWakeLock')}
            </p>
          )}
          {overview ? (
            <StepOverview steps={steps} current={step} onPick={goTo} />
          ) : (
            <StepScreen
              recipe={recipe}
              steps={steps}
              step={step}
              language={language}
              scale={servings / recipe.servings}
              timerLabel={t('cook.timerLabel', { title, number: step + 1 })}
            />
          )}
        </div>
        <div ref={setTimerSlot} data-testid="cook-timers-slot" />
        <footer className="grid grid-cols-2 gap-3 border-t border-sand-200 p-3">
          <button
            type="button"
            onClick={previous}
            disabled={step === 0}
            className={buttonClass({
              variant: 'secondary',
              shape: 'rounded',
              className: 'min-h-14 justify-center text-lg disabled:opacity-40',
            })}
            data-testid="cook-previous"
          >
            <PreviousIcon className="size-6" aria-hidden="true" />
            {t('cook.previous')}
          </button>
          <button
            ref={nextButton}
            type="button"
            onClick={next}
            className={buttonClass({
              shape: 'rounded',
              className: 'min-h-14 justify-center text-lg',
            })}
            data-testid="cook-next"
          >
            {step === last ? t('cook.done') : t('cook.next')}
            {step !== last && <NextIcon className="size-6" aria-hidden="true" />}
          </button>
        </footer>
      </div>
    </Modal>
  );
}

/** Arrows turn the steps (the one pointing forward in the page's direction is "next"), space too. */
function keyToStep(
  event: KeyboardEvent,
  dir: 'ltr' | 'rtl',
  next: () => void,
  previous: () => void,
) {
  const target = event.target instanceof Element ? event.target : document.body;
  if (event.defaultPrevented || target.closest('input, select, textarea')) return;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (event.key === forward) next();
  else if (event.key === back) previous();
  // space on a focused button presses it; elsewhere it turns the page
  else if (event.key === ' ' && !target.closest('button, a')) next();
  else return;
  event.preventDefault();
}

function StepProgress({ step, count }: { step: number; count: number }) {
  const { t } = useTranslationWith('recipes');
  const label = t('cook.stepOf', { number: step + 1, count });
  return (
    <div className="px-4 pt-3">
      <p className="text-sm font-medium text-stone-700" data-testid="cook-step-number">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('cook.progress')}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={step + 1}
        aria-valuetext={label}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-saffron-700 transition-[width]"
          style={{ width: `${((step + 1) / count) * 100}%` }}
        />
      </div>
    </div>
  );
}

interface StepScreenProps {
  recipe: RecipeDetail;
  steps: string[];
  step: number;
  language: Language;
  scale: number;
  timerLabel: string;
}

function StepScreen({ recipe, steps, step, language, scale, timerLabel }: StepScreenProps) {
  const { t } = useTranslationWith('recipes');
  const [allIngredients, setAllIngredients] = useState(false);
  const uses = useMemo(
    () => stepsWithIngredients(steps, language, recipe.ingredients),
    [steps, language, recipe.ingredients],
  );
  const text = steps[step] ?? '';
  const found = useMemo(() => durationsIn(text, language), [text, language]);
  const used = uses[step] ?? [];
  const shown =
    allIngredients || !used.length
      ? recipe.ingredients
      : used.flatMap((i) => recipe.ingredients[i] ?? []);
  return (
    <div className="mx-auto max-w-2xl">
      <p
        className="text-2xl leading-relaxed font-medium sm:text-3xl"
        aria-live="polite"
        data-testid="cook-step"
      >
        <StepText text={text} durations={found} />
      </p>
      <TimerOffers
        seconds={timerSeconds(stepMinutesAt(recipe.step_minutes, step), found)}
        onStart={(durationMs) =>
          timerActions.start({ recipeSlug: recipe.slug, step, label: timerLabel, durationMs })
        }
      />
      <ReadAloud recipe={recipe} step={step} language={language} text={text} />
      <section className="mt-6" aria-labelledby="cook-ingredients">
        <h3 id="cook-ingredients" className="text-lg font-semibold">
          {used.length && !allIngredients ? t('cook.stepIngredients') : t('recipe.ingredients')}
        </h3>
        <IngredientLines lines={shown} scale={scale} />
        {used.length > 0 && (
          <button
            type="button"
            onClick={() => setAllIngredients((all) => !all)}
            aria-expanded={allIngredients}
            className="mt-2 min-h-11 text-saffron-800 underline"
            data-testid="cook-all-ingredients"
          >
            {allIngredients ? t('cook.onlyThisStep') : t('cook.allIngredients')}
          </button>
        )}
      </section>
    </div>
  );
}

/** The step's text with each duration it names marked. */
function StepText({ text, durations }: { text: string; durations: StepDuration[] }) {
  const parts = durations.map((duration, index) => (
    <span key={duration.start}>
      {text.slice(durations[index - 1]?.end ?? 0, duration.start)}
      <mark className="rounded bg-saffron-100 px-1 text-inherit">{duration.text}</mark>
    </span>
  ));
  return (
    <>
      {parts}
      {text.slice(durations.at(-1)?.end ?? 0)}
    </>
  );
}

/** The step's timers: its active time from the recipe, then the times its text names, each once. */
function timerSeconds(minutes: number | null, found: readonly StepDuration[]): number[] {
  const all = [...(minutes ? [minutes * 60] : []), ...found.map((d) => d.seconds)];
  return [...new Set(all)].filter((seconds) => seconds > 0);
}

function TimerOffers({ seconds, onStart }: { seconds: number[]; onStart: (ms: number) => void }) {
  const { t } = useTranslationWith('recipes');
  const duration = useDuration();
  const [started, setStarted] = useState<number>();
  if (!seconds.length) return null;
  const timeOf = (s: number) => (s % 60 === 0 ? duration(s / 60) : formatClock(s * 1000));
  return (
    <ul className="mt-5 flex flex-wrap gap-2" data-testid="cook-timers">
      {seconds.map((s) => (
        <li key={s}>
          <button
            type="button"
            onClick={() => {
              onStart(s * 1000);
              setStarted(s);
            }}
            className={buttonClass({ variant: 'outline', shape: 'rounded' })}
            data-testid="cook-start-timer"
          >
            <Timer className="size-5" aria-hidden="true" />
            {started === s
              ? t('cook.timerStartedFor', { time: timeOf(s) })
              : t('cook.startTimer', { time: timeOf(s) })}
          </button>
        </li>
      ))}
    </ul>
  );
}

function IngredientLines({ lines, scale }: { lines: RecipeDetail['ingredients']; scale: number }) {
  const line = useIngredientLine();
  return (
    <ul className="mt-2 space-y-2 text-lg" data-testid="cook-ingredients">
      {lines.map((link) => {
        const { name, note, amount } = line(link, scale);
        return (
          <li key={link.ingredient_slug} className="flex gap-2">
            {amount && <span className="font-semibold whitespace-nowrap">{amount}</span>}
            <span>
              {name}
              {note && <span className="block text-base text-stone-600">{note}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function StepOverview({
  steps,
  current,
  onPick,
}: {
  steps: string[];
  current: number;
  onPick: (step: number) => void;
}) {
  const { t } = useTranslationWith('recipes');
  return (
    <nav aria-label={t('cook.overview')} className="mx-auto max-w-2xl">
      <ol className="space-y-2" data-testid="cook-overview">
        {steps.map((text, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => onPick(index)}
              aria-current={index === current ? 'step' : undefined}
              className="flex w-full gap-3 rounded-lg p-3 text-start hover:bg-sand-100 aria-[current=step]:bg-saffron-50"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-100 font-bold text-saffron-800">
                {index + 1}
              </span>
              <span className="line-clamp-2">{text}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
