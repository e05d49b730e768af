import { KITCHEN_STORAGE_KEY, LIST_STORAGE_KEY, SELECTION_STORAGE_KEY } from '@chhiwat/core';
import { INGREDIENT_CACHE_KEY, INGREDIENT_CACHE_TIME_KEY } from '../../api/ingredients.ts';
import { LANGUAGE_STORAGE_KEY, usePagesText } from '../../i18n/index.ts';
import { CACHE_NAMES } from '../../lib/worker-caches.ts';
import { Section, SocialRow, StaticPageFrame } from './page-parts.tsx';

/** An entry of a list: its text's key and the names the browser or the server stores it under. */
type Entry = readonly [key: string, names: readonly string[]];

/**
 * Everything the site stores or counts, by the names the code uses (issue #39): the page names
 * what a visitor finds in their browser's tools. e2e/privacy-page.test.ts checks that every key,
 * cookie and cache a visit leaves is named here.
 */
const entries: Record<'browser' | 'offline' | 'cookies' | 'server', readonly Entry[]> = {
  browser: [
    ['language', [LANGUAGE_STORAGE_KEY]],
    ['selection', [SELECTION_STORAGE_KEY]],
    ['kitchen', [KITCHEN_STORAGE_KEY]],
    ['list', [LIST_STORAGE_KEY]],
    ['ingredients', [INGREDIENT_CACHE_KEY, INGREDIENT_CACHE_TIME_KEY]],
  ],
  offline: [
    // workbox's names: the precache (its name ends with the site's address) and the copies' dates
    ['app', ['workbox-precache']],
    ['pages', [CACHE_NAMES.pages]],
    ['api', [CACHE_NAMES.api]],
    ['images', [CACHE_NAMES.images]],
    ['catalogue', ['chhiwat-offline-catalogue']],
    ['dates', ['workbox-expiration']],
  ],
  cookies: [
    ['language', [LANGUAGE_STORAGE_KEY]],
    // the server's session cookie (platform/admin-guard.ts) and the dashboard's own key
    ['session', ['chhiwat_session', '__Host-chhiwat_session', 'chhiwat.admin.lastVisit']],
  ],
  server: [
    ['limits', []],
    ['signIn', []],
    ['sessions', []],
    ['logs', []],
  ],
};

const sections = [
  'collected',
  'browser',
  'offline',
  'cookies',
  'server',
  'use',
  'sharing',
  'security',
  'rights',
] as const;

/**
 * Privacy policy (public-site.md §2): the date it was updated, an intro, what is kept where and
 * for how long (browser, offline copies, cookies, server), its uses, and who to contact.
 */
export default function PrivacyPage() {
  const { t } = usePagesText();
  return (
    <StaticPageFrame page="privacy">
      <p className="mb-8 text-sm font-medium text-stone-600" data-testid="last-updated">
        {t('privacy.lastUpdated')}
      </p>
      {sections.map((key) => (
        <Section key={key} title={t(`privacy.${key}.title`)}>
          <p>{t(`privacy.${key}.text`)}</p>
          {key in entries && <Entries section={key as keyof typeof entries} />}
        </Section>
      ))}
      <Section title={t('privacy.contact.title')}>
        <p>{t('privacy.contact.text')}</p>
        <SocialRow />
      </Section>
    </StaticPageFrame>
  );
}

function Entries({ section }: { section: keyof typeof entries }) {
  const { t } = usePagesText();
  return (
    <ul className="space-y-3" data-testid={`privacy-${section}`}>
      {entries[section].map(([key, names]) => (
        <li key={key} className="rounded-xl border border-sand-200 bg-white p-4">
          {names.length > 0 && (
            <p className="mb-1 flex flex-wrap gap-2">
              {names.map((name) => (
                <code
                  key={name}
                  dir="ltr"
                  className="rounded bg-sand-100 px-1.5 text-sm break-all text-stone-800"
                >
                  {name}
                </code>
              ))}
            </p>
          )}
          <p>{t(`privacy.${section}.items.${key}`)}</p>
        </li>
      ))}
    </ul>
  );
}
