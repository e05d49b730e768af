import { ArrowUp, Search, ShoppingBasket, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslationWith } from '../../i18n/index.ts';
import { useLocation, useNavigate } from '../../router/index.ts';
import { publicPaths } from '@chhiwat/core';
import { Button } from '../../components/ui/button.tsx';
import { useMatchingCount } from '../../api/recipes.ts';
import { useKitchen } from '../../state/kitchen-store.ts';
import { clearWithUndo } from './clear-undo.tsx';
import { useSelection } from '../../state/selection-store.ts';

/**
 * The bottom bar (public-site.md §2 and §4): on every public page while something is selected and it
 * has not been closed; the selected count, how many recipes can be made, and the four buttons.
 */
export function StickyBar() {
  const { t, ready } = useTranslationWith('picks');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selection = useSelection();
  const [dismissed, setDismissed] = useState(false);
  const matching = useMatchingCount(selection, useKitchen());
  if (!ready || selection.length === 0 || dismissed || pathname.startsWith('/admin')) return null;

  // Recipes are already on screen there: the button goes back up to them (§2) and says so.
  const onRecipePages = pathname === publicPaths.recipes || pathname.startsWith('/recipe/');

  return (
    <>
      {/* Keeps the end of the page reachable above the bar. */}
      <div aria-hidden="true" className="h-24 print:hidden" />
      <aside
        aria-label={t('stickyBar.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 px-3 py-2 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur print:hidden"
        data-testid="sticky-bar"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2">
          <p className="me-auto text-sm">
            <span className="font-bold" data-testid="sticky-selected">
              {t('stickyBar.selected', { count: selection.length })}
            </span>
            <span className="mx-1 text-stone-400" aria-hidden="true">
              ·
            </span>
            <span data-testid="sticky-matching">
              {matching.data === undefined
                ? t('loading')
                : t('stickyBar.matching', { count: matching.data })}
            </span>
          </p>
          {pathname !== publicPaths.home && (
            <Button
              onClick={() => void navigate(publicPaths.home)}
              variant="ghost"
              data-testid="sticky-ingredients"
            >
              <ShoppingBasket className="size-4" aria-hidden="true" />
              {t('stickyBar.ingredients')}
            </Button>
          )}
          <Button onClick={clearWithUndo} variant="danger" data-testid="sticky-clear">
            <Trash2 className="size-4" aria-hidden="true" />
            {t('stickyBar.clear')}
          </Button>
          <Button
            onClick={() =>
              onRecipePages
                ? window.scrollTo({ top: 0, behavior: 'smooth' })
                : void navigate(publicPaths.recipes, {
                    state: { fromStickyBar: true, selectedIngredients: [...selection] },
                  })
            }

            data-testid="sticky-find"
          >
            {onRecipePages ? (
              <ArrowUp className="size-4" aria-hidden="true" />
            ) : (
              <Search className="size-4" aria-hidden="true" />
            )}
            {onRecipePages ? t('stickyBar.backToTop') : t('stickyBar.findRecipes')}
          </Button>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            aria-label={t('stickyBar.close')}
            className="flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
            data-testid="sticky-close"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </aside>
    </>
  );
}
