import { ShoppingBasket } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { publicPaths } from '@chhiwat/core';
import { HeaderCountLink } from '../components/header-count-link.tsx';
import { useSelection } from './selection-store.ts';

/** The header's basket: the selected count (hidden at 0, 99+ above 99), a way back to add more. */
export function SelectionBadge() {
  const { t } = useTranslation();
  const count = useSelection().length;
  return (
    <HeaderCountLink
      to={publicPaths.home}
      icon={<ShoppingBasket className="size-6" aria-hidden="true" />}
      count={count}
      label={count ? t('selection.badge', { count }) : t('selection.addMore')}
      title={t('selection.addMore')}
      testId="selection-badge"
      countTestId="selection-count"
      badgeClass="bg-terracotta-600"
    />
  );
}
