import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { NavLink, useLocation } from '../router/index.ts';
import { publicPaths } from '@chhiwat/core';
import { Logo } from '../components/logo.tsx';
import { SelectionBadge } from '../features/selection/selection-badge.tsx';

// Server-rendered, hydrated once its code is here; a click before that is replayed by React.
const LanguageSwitcher = lazy(() =>
  import('../components/language-switcher.tsx').then((m) => ({ default: m.LanguageSwitcher })),
);
// Only shown once the phone menu opens: off the first load too.
const LanguageChoices = lazy(() =>
  import('../components/language-choices.tsx').then((m) => ({ default: m.LanguageChoices })),
);
// The list's count reads the list's rules: off the first load, like the language menu.
const ListLink = lazy(() =>
  import('../features/shopping-list/list-link.tsx').then((m) => ({ default: m.ListLink })),
);

const entries = [
  { to: publicPaths.home, key: 'nav.home', end: true },
  { to: publicPaths.recipes, key: 'nav.recipes', end: false },
  { to: publicPaths.about, key: 'nav.about', end: false },
  { to: publicPaths.contact, key: 'nav.contact', end: false },
] as const;

// The phone menu also leads where the narrow header row has no words for: the list and the blog.
const menuEntries = [
  entries[0],
  entries[1],
  { to: publicPaths.list, key: 'myList.title', end: false },
  { to: publicPaths.blog, key: 'nav.blog', end: false },
  entries[2],
  entries[3],
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors ${
    isActive ? 'bg-saffron-100 text-saffron-800' : 'text-stone-700 hover:bg-sand-100'
  }`;

/**
 * Header: logo, navigation (home active only on /, the others by prefix), language (§2). Below md
 * the row keeps only the logo and the icons, so it fits 320 px in every language; the navigation
 * and the language choice move into the menu.
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  const links = (list: readonly (typeof menuEntries)[number][]) =>
    list.map((entry) => (
      <li key={entry.to}>
        <NavLink to={entry.to} end={entry.end} className={linkClass}>
          {t(entry.key)}
        </NavLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <Logo size="medium" />
        <nav aria-label={t('nav.main')} className="ms-6 hidden md:block">
          <ul className="flex gap-1">{links(entries)}</ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
            <ListLink />
          </Suspense>
          <SelectionBadge />
          <div className="hidden md:block">
            <Suspense>
              <LanguageSwitcher />
            </Suspense>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-sand-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
            data-testid="mobile-menu-toggle"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.main')}
          className="border-t border-sand-200 px-4 py-2 md:hidden"
        >
          <ul className="flex flex-col gap-1">{links(menuEntries)}</ul>
          <div className="mt-2 min-h-14 border-t border-sand-200 pt-3 pb-1">
            <Suspense>
              <LanguageChoices />
            </Suspense>
          </div>
        </nav>
      )}
    </header>
  );
}
