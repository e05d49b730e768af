// One file over 300 lines: one page. RecipeView holds the servings and the visitor's match that
// its header, banner, ingredient list and add-to-list read; the small parts below it (steps,
// origin, facts, source) are drawn only here; the larger parts are in components/.
import { ArrowLeft, ArrowRight, Clock, Minus, Plus, Printer, Share2, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslationWith } from '../../i18n/index.ts';
import { Link, useNavigate, useParams } from '../../router/index.ts';
import {
  coverOf,
  matchRecipe,
  MAX_MISSING_UI,
  publicPaths,
  stepMinutesAt,
  stepsOf,
} from '@chhiwat/core';
import type { RecipeResponse } from '@chhiwat/core';
import { useRecipe } from '../../api/recipes.ts';
import { asLanguage, localized } from '../../lib/localized.ts';
import { RecipeVisual } from '../../components/recipe-visual.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CookMode } from './cook/cook-mode.tsx';
import { StartCooking } from './cook/start-cooking.tsx';
import { useCookMode } from './cook/use-cook-mode.ts';
import { CatalogueScope } from '../../state/catalogue-scope.tsx';
import { useVisitorKitchen } from '../../state/visitor-kitchen.ts';
import { isNetworkError, loadErrorText } from '../../lib/load-error.ts';
import { useDuration } from '../../lib/format.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useSelection } from '../../state/selection-store.ts';
import { IngredientList } from './components/ingredient-list.tsx';
import { MissingBanner } from './components/missing-banner.tsx';
import { RecipeNotSaved } from './components/recipe-not-saved.tsx';
import { RecipeSections } from './components/recipe-sections.tsx';
import { AddToList } from './components/add-to-list.tsx';
import { NutritionPanel } from './components/nutrition-panel.tsx';
import { shareOrCopy } from '../../lib/share.ts';
import { useAddMissing } from './use-add-missing.ts';

/** /recipe/{slug}: the recipe in full (public-site.md §2, Recipe detail). */
export function RecipePage() {
  const { slug = '' } = useParams();
  const recipe = useRecipe(slug);
  const online = useOnline();
  const { t, ready } = useTranslationWith('recipes');
  if (!ready) return <p className="p-8 text-center text-stone-600">{t('loading')}</p>;
  // Offline, a read that found no network (a failure, or a first try whose retry now waits for
  // the network) is not the recipe's fault: what is shown stays, else the page says it was not
  // saved (issue #21). Back online, the waiting retry or the refresh brings the recipe.
  const cutOff = !online && isNetworkError(recipe.error ?? recipe.failureReason);
  if (recipe.data && (cutOff || !recipe.isError))
    // Keyed by recipe, so moving to another recipe starts again from its own servings.
    return (
      <CatalogueScope kitchen={recipe.data.kitchen}>
        <RecipeView key={recipe.data.recipe.slug} data={recipe.data} />
      </CatalogueScope>
    );
  if (cutOff) return <RecipeNotSaved />;
  if (recipe.isError) {
    const notFound = 'status' in recipe.error && recipe.error.status === 404;
    return notFound ? (
      <RecipeNotFound />
    ) : (
      <p role="alert" className="p-10 text-center">
        {loadErrorText(t, recipe.error, 'recipes.loadError')}
      </p>
    );
  }
  return <p className="p-10 text-center text-stone-600">{t('loading')}</p>;
}

function RecipeNotFound() {
  const { t } = useTranslationWith('recipes');
  usePageTitle(t('recipe.recipeNotFound'));
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('recipe.recipeNotFound')}</h1>
      <p className="mt-3 text-stone-700">{t('recipe.recipeNotFoundMessage')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={publicPaths.recipes}
          className="inline-flex min-h-11 items-center rounded-lg bg-saffron-700 px-5 font-semibold text-white"
        >
          {t('notFound.recipes')}
        </Link>
        <Link
          to={publicPaths.home}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-5 font-semibold"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}

function RecipeView({ data }: { data: RecipeResponse }) {
  const { recipe } = data;
  const { t, i18n } = useTranslationWith('recipes');
  const language = asLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const duration = useDuration();
  const selection = useSelection();
  const { adding, addOne, addAll } = useAddMissing();
  const [servings, setServings] = useState(recipe.servings);
  const [shareFeedback, setShareFeedback] = useState<string>();
  const title = localized(recipe, 'title', language);
  usePageTitle(title);

  const instructions =
    localized(recipe, 'instructions', language) ||
    recipe.instructions_en ||
    recipe.instructions_fr ||
    recipe.instructions_ar;
  const steps = stepsOf(instructions);
  const scale = servings / recipe.servings;

  // The visitor's match, as the list computes it: staples on hand, swaps, key ingredients.
  const kitchen = useVisitorKitchen();
  const { match, covers } = useMemo(() => {
    const selected = new Set(selection);
    const lines = recipe.ingredients.map((link) => ({
      slug: link.ingredient_slug,
      optional: link.optional,
      key: link.key,
    }));
    return {
      match: matchRecipe(
        { difficulty: recipe.difficulty, hasInstructions: steps.length > 0, ingredients: lines },
        selected,
        { kitchen, maxMissing: MAX_MISSING_UI },
      ),
      covers: new Map(lines.map(({ slug }) => [slug, coverOf(slug, selected, kitchen)])),
    };
  }, [recipe, selection, kitchen, steps.length]);
  const missing = recipe.ingredients.filter((link) =>
    match.missingIngredients.includes(link.ingredient_slug),
  );
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  const cookMode = useCookMode();

  const share = async () => {
    const result = await shareOrCopy({
      title,
      text: title,
      url: window.location.href.split('?')[0],
    });
    setShareFeedback(
      result === 'copied'
        ? t('recipe.linkCopied')
        : result === 'failed'
          ? t('recipe.shareFailed')
          : undefined,
    );
  };

  return (
    <article className="mx-auto max-w-4xl px-4 py-6 lg:max-w-6xl">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button
          onClick={() =>
            window.history.length > 1 ? void navigate(-1) : void navigate(publicPaths.recipes)
          }
          variant="ghost"
          size="sm"
          shape="rounded"
        >
          <BackIcon className="size-5" aria-hidden="true" />
          {t('recipe.back')}
        </Button>
        <div className="ms-auto flex items-center gap-2">
          <span role="status" className="text-sm text-mint-700" data-testid="share-feedback">
            {shareFeedback}
          </span>
          <Button
            onClick={() => void share()}
            variant="ghost"
            size="sm"
            shape="rounded"
            data-testid="share"
          >
            <Share2 className="size-5" aria-hidden="true" />
            {t('recipe.share')}
          </Button>
          <Button
            onClick={() => window.print()}
            variant="ghost"
            size="sm"
            shape="rounded"
            data-testid="print"
          >
            <Printer className="size-5" aria-hidden="true" />
            {t('recipe.print')}
          </Button>
        </div>
      </div>

      <header className="mt-4 grid gap-6 md:grid-cols-2">
        <RecipeVisual
          imageUrl={recipe.image_url}
          illustrationUrl={recipe.illustration_url}
          icon={recipe.category_icon}
          color={recipe.category_color}
          title={title}
          eager
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl print:hidden"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-saffron-800 uppercase">
            {localized(recipe, 'category_name', language)}
          </p>
          <h1 className="mt-1 text-3xl font-bold">{title}</h1>
          <p className="mt-3 text-stone-700">{localized(recipe, 'description', language)}</p>
          {recipe.source_url && <AdaptedFrom url={recipe.source_url} />}
          <RecipeOrigin recipe={recipe} />
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center" data-testid="recipe-times">
            <Fact label={t('recipe.prepTime')} value={duration(recipe.prep_time)} />
            <Fact
              label={t('recipe.cookTime')}
              value={recipe.cooking_time ? duration(recipe.cooking_time) : t('recipe.noCooking')}
            />
            <Fact
              label={t('recipe.difficultyLabel')}
              value={t(`difficulty.${recipe.difficulty}`)}
            />
            {recipe.soak_time > 0 && (
              <Fact label={t('recipe.soakTime')} value={duration(recipe.soak_time)} />
            )}
            {recipe.rest_time > 0 && (
              <Fact label={t('recipe.restTime')} value={duration(recipe.rest_time)} />
            )}
          </dl>
          {recipe.pressure_cooker_time && (
            <p className="mt-2 text-sm text-stone-700" data-testid="pressure-cooker">
              {t('recipe.pressureCooker', { time: duration(recipe.pressure_cooker_time) })}
            </p>
          )}
          <div className="mt-4 flex items-center gap-3" data-testid="servings">
            <Users className="size-5" aria-hidden="true" />
            <span className="font-medium">{t('recipe.servingsCount', { count: servings })}</span>
            <button
              type="button"
              onClick={() => setServings((n) => Math.max(1, n - 1))}
              aria-label={t('recipe.fewerServings')}
              className="flex size-11 items-center justify-center rounded-full border border-sand-200 hover:bg-sand-100 print:hidden"
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => setServings((n) => Math.min(100, n + 1))}
              aria-label={t('recipe.moreServings')}
              className="flex size-11 items-center justify-center rounded-full border border-sand-200 hover:bg-sand-100 print:hidden"
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          {steps.length > 0 && (
            <StartCooking onStart={cookMode.open} prominent testId="start-cooking" />
          )}
        </div>
      </header>
      {cookMode.isOpen && steps.length > 0 && (
        <CookMode
          recipe={recipe}
          steps={steps}
          language={language}
          servings={servings}
          onClose={cookMode.close}
        />
      )}

      <div className="mt-6">
        <MissingBanner
          missing={missing}
          missingKeys={match.missingKeyIngredients}
          swapCount={match.swaps.length}
          adding={adding}
          onAdd={addOne}
          onAddAll={() => addAll(missing.map((l) => l.ingredient_slug))}
        />
      </div>

      <RecipeSections
        content={{
          ingredients: (
            <>
              <IngredientList
                ingredients={recipe.ingredients}
                covers={covers}
                scale={scale}
                adding={adding}
                onAddAnyway={addOne}
              />
              <AddToList data={data} servings={servings} swaps={match.swaps} />
              <NutritionPanel recipe={recipe} servings={servings} language={language} />
            </>
          ),
          instructions: (
            <>
              {steps.length > 0 && (
                <StartCooking onStart={cookMode.open} testId="start-cooking-steps" />
              )}
              <Steps steps={steps} minutes={recipe.step_minutes} />
            </>
          ),
        }}
      />
      <p className="mt-8 flex items-center gap-2 text-sm text-stone-500">
        <Clock className="size-4" aria-hidden="true" />
        {t('recipe.totalTime', {
          time: duration(
            recipe.prep_time + recipe.cooking_time + recipe.soak_time + recipe.rest_time,
          ),
        })}
      </p>
    </article>
  );
}

function Steps({ steps, minutes }: { steps: string[]; minutes: readonly number[] }) {
  const { t } = useTranslationWith('recipes');
  const duration = useDuration();
  if (!steps.length) return <p className="text-stone-600">{t('recipe.noInstructions')}</p>;
  return (
    <ol className="space-y-4" data-testid="steps">
      {steps.map((step, index) => {
        const wait = stepMinutesAt(minutes, index);
        return (
          <li key={index} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-saffron-100 font-bold text-saffron-800">
              {index + 1}
            </span>
            <div className="pt-1">
              <p className="leading-relaxed">{step}</p>
              {wait && (
                <p
                  className="mt-1 inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 text-sm text-stone-700"
                  data-testid="step-time"
                >
                  <Clock className="size-3.5" aria-hidden="true" />
                  {duration(wait)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The region a recipe is known from and the days it is cooked for, each a link to the list. */
function RecipeOrigin({ recipe }: { recipe: RecipeResponse['recipe'] }) {
  const { t } = useTranslationWith('recipes');
  const links = [
    ...(recipe.region
      ? [{ to: `region=${recipe.region}`, text: t(`region.${recipe.region}`) }]
      : []),
    ...recipe.occasions
      .filter((occasion) => occasion !== 'everyday')
      .map((occasion) => ({ to: `occasion=${occasion}`, text: t(`occasion.${occasion}`) })),
  ];
  if (!links.length) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm" data-testid="recipe-origin">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={`${publicPaths.recipes}?${link.to}`}
            className="inline-flex min-h-8 items-center rounded-full border border-sand-200 px-3 text-stone-700 hover:bg-sand-100"
          >
            {link.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-sand-100 p-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Where an imported recipe came from: the site's name, linking to the page (issue #23). */
function AdaptedFrom({ url }: { url: string }) {
  const { t } = useTranslationWith('recipes');
  const site = siteOf(url);
  if (!site) return null;
  // The sentence around the link, wherever the language puts the site's name.
  const [before = '', after = ''] = t('recipe.adaptedFrom', { site: '\u0000' }).split('\u0000');
  return (
    <p className="mt-2 text-sm text-stone-600" data-testid="adapted-from">
      {before}
      <a href={url} rel="nofollow noopener noreferrer" target="_blank" className="underline">
        {site}
      </a>
      {after}
    </p>
  );
}

/** The host a link points to, without `www.`; undefined for anything but an http(s) link. */
function siteOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.hostname.replace(/^www\./, '') : undefined;
  } catch {
    return undefined;
  }
}
