import { Search, ShoppingBasket, X } from 'lucide-react';
import { useId } from 'react';
import { publicPaths } from '@chhiwat/core';
import { Modal } from '../../components/ui/modal.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslationWith } from '../../i18n/index.ts';
import { useNavigate } from '../../router/index.ts';
import { SelectionChips } from './selection-chips.tsx';
import { useSelection } from '../../state/selection-store.ts';

/**
 * The picks tray, opened from the header's basket on every page: every pick as a removable chip,
 * then the two ways on — add more ingredients, or see the recipes they make.
 */
export function SelectionTray({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslationWith('picks');
  const id = useId();
  const navigate = useNavigate();
  const selection = useSelection();
  const go = (path: string, state?: unknown) => {
    onClose();
    void navigate(path, state === undefined ? undefined : { state });
  };
  if (!ready) return null;
  return (
    <Modal
      onOpenChange={(open) => open || onClose()}
      closeOnBackdrop
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[92vh] w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto rounded-3xl bg-white p-0 text-start text-ink shadow-2xl backdrop:bg-black/50"
      testId="selection-tray"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <h2 id={`${id}-title`} className="flex-1 text-2xl font-bold">
            {t('selection.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('selection.close')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand-100"
            data-testid="selection-tray-close"
          >
            <X aria-hidden="true" />
          </button>
        </div>
        {selection.length ? (
          <SelectionChips testId="tray-chips" />
        ) : (
          <p className="text-stone-700" data-testid="selection-tray-empty">
            {t('selection.none')}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => go(publicPaths.home)}
            variant="ghost"
            className="border border-sand-300"
            data-testid="selection-tray-add"
          >
            <ShoppingBasket className="size-4" aria-hidden="true" />
            {t('selection.addMore')}
          </Button>
          {selection.length > 0 && (
            <Button
              onClick={() =>
                go(publicPaths.recipes, {
                  fromStickyBar: true,
                  selectedIngredients: [...selection],
                })
              }

              data-testid="selection-tray-find"
            >
              <Search className="size-4" aria-hidden="true" />
              {t('stickyBar.findRecipes')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
