import { ClipboardList } from 'lucide-react';
import { LIST_PATH } from '@chhiwat/core';
import { HeaderCountLink } from '../../components/header-count-link.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useShoppingList } from '../../state/list-store.ts';
import { useLinesToBuy } from '../../state/list-lines.ts';

/** The header's link to "My list", with the number of lines still to buy (hidden at 0). */
export function ListLink() {
  const { t } = useTranslation();
  const count = useLinesToBuy(useShoppingList());
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
