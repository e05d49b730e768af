import { ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { HeaderCount, headerIconClass } from '../../components/header-count-link.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useSelection } from '../../state/selection-store.ts';

// Not on the first load: the tray's chunk comes when the visitor reaches for the basket.
const loadTray = () => import('./selection-tray.tsx');
const SelectionTray = lazy(() => loadTray().then((m) => ({ default: m.SelectionTray })));

/**
 * The header's basket on every page: the picked count (hidden at 0, 99+ above 99); it opens the
 * picks tray, to review, remove or clear them without going back to the picker.
 */
export function SelectionBadge() {
  const { t } = useTranslation();
  const count = useSelection().length;
  const [open, setOpen] = useState(false);
  const label = count ? t('selection.badge', { count }) : t('selection.open');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadTray()}
        onFocus={() => void loadTray()}
        className={headerIconClass(false)}
        data-testid="selection-badge"
      >
        <HeaderCount
          icon={<ShoppingBasket className="size-6" aria-hidden="true" />}
          count={count}
          badgeClass="bg-terracotta-600"
          testId="selection-count"
        />
      </button>
      {open && (
        <Suspense>
          <SelectionTray onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
