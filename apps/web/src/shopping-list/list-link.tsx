import { ClipboardList } from 'lucide-react';
import { badgeLabel, LIST_PATH, linesToBuy } from '@chhiwat/core';
import { asLanguage } from '../catalogue/localized.ts';
import { useTranslation } from '../i18n/index.ts';
import { NavLink } from '../router/index.ts';
import { useShoppingList } from './list-store.ts';
import { useListLines } from './use-list-lines.ts';

/** The header's link to "My list", with the number of lines still to buy (hidden at 0). */
export function ListLink() {
  const { t, i18n } = useTranslation();
  const count = linesToBuy(useListLines(useShoppingList(), asLanguage(i18n.resolvedLanguage)));
  const label = badgeLabel(count);
  return (
    <NavLink
      to={LIST_PATH}
      className={({ isActive }) =>
        `relative inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700 ${isActive ? 'bg-saffron-100 text-saffron-800' : ''}`
      }
      aria-label={count ? t('myList.linkCount', { count }) : t('myList.title')}
      title={t('myList.title')}
      data-testid="list-link"
    >
      <ClipboardList className="size-6" aria-hidden="true" />
      {label && (
        <span
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-majorelle-700 px-1 text-center text-xs leading-5 font-bold text-white"
          data-testid="list-count"
        >
          {label}
        </span>
      )}
    </NavLink>
  );
}
