import { ShoppingBasket } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/index.ts';
import { badgeLabel } from '@chhiwat/core';
import { useSelection } from './selection-store.ts';

/** The header's basket: the selected count (hidden at 0, 99+ above 99), a way back to add more. */
export function SelectionBadge() {
  const { t } = useTranslation();
  const count = useSelection().length;
  const label = badgeLabel(count);
  return (
    <Link
      to="/"
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
      aria-label={count ? t('selection.badge', { count }) : t('selection.addMore')}
      title={t('selection.addMore')}
      data-testid="selection-badge"
    >
      <ShoppingBasket className="size-6" aria-hidden="true" />
      {label && (
        <span
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-terracotta-600 px-1 text-center text-xs leading-5 font-bold text-white"
          data-testid="selection-count"
        >
          {label}
        </span>
      )}
    </Link>
  );
}
