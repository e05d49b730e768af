import { useEffect } from 'react';
import { useTranslation } from '../i18n/index.ts';

/** Sets the document title as "<page> · Chhiwat" in the current language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title
      ? `${title} · ${t('app.name')}`
      : `${t('app.name')} – ${t('app.tagline')}`;
  }, [title, t]);
}

export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  usePageTitle(title);
  return (
    <div className="zellige px-4 py-10 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-saffron-100">{subtitle}</p>}
      </div>
    </div>
  );
}
