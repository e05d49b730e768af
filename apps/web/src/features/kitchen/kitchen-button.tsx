import { CookingPot } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { countedStaples } from '@chhiwat/core';
import { useCatalogueStaples } from '../../state/catalogue-kitchen.ts';
import { useKitchen } from '../../state/kitchen-store.ts';

// The panel is not on the first load of `/`: its chunk comes when the visitor reaches for it.
const loadPanel = () => import('./kitchen-panel.tsx');
const KitchenPanel = lazy(() => loadPanel().then((m) => ({ default: m.KitchenPanel })));

/** "My kitchen" on the ingredient picker: how many staples count, and the panel to edit them. */
export function KitchenButton() {
  const { t } = useTranslation();
  const settings = useKitchen();
  const count = countedStaples(settings, useCatalogueStaples()).length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-saffron-800 shadow-sm hover:bg-saffron-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        data-testid="kitchen-button"
      >
        <CookingPot className="size-5" aria-hidden="true" />
        {t('kitchen.button')}
        <span
          aria-hidden="true"
          className="min-w-6 rounded-full bg-saffron-100 px-2 text-sm tabular-nums"
          data-testid="kitchen-count"
        >
          {count}
        </span>
        <span className="sr-only">{t('kitchen.staplesCount', { count })}</span>
      </button>
      {open && (
        <Suspense>
          <KitchenPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
