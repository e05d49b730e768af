import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title.tsx';

/** Home: the ingredient picker (public-site.md §2, Home); the picker itself arrives with its issue. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  return (
    <section className="zellige px-4 py-14 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('home.title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-saffron-100">{t('home.tagline')}</p>
      </div>
    </section>
  );
}
