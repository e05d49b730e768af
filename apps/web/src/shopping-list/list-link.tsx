import { ClipboardList } from 'lucide-react';
import { LIST_PATH, linesToBuy } from '@chhiwat/core';
import { asLanguage } from '../catalogue/localized.ts';
import { HeaderCountLink } from '../components/header-count-link.tsx';
import { useTranslation } from '../i18n/index.ts';
import { useShoppingList } from './list-store.ts';
import { useListLines } from './use-list-lines.ts';

/** The header's link to "My list", with the number of lines still to buy (hidden at 0). */
export function ListLink() {
  const { t, i18n } = useTranslation();
  const count = linesToBuy(useListLines(useShoppingList(), asLanguage(i18n.resolvedLanguage)));
  return (
    <HeaderCountLink
      to={LIST_PATH}
      icon={<ClipboardList className="size-6" aria-hidden="true" />}
      count={count}
      label={count ? t('myList.linkCount', { count }) : t('myList.title')}
      title={t('myList.title')}
      testId="list-link"
      countTestId="list-count"
      badgeClass="bg-majorelle-700"
      marksCurrent
    />
  );
}
