import { TriangleAlert } from 'lucide-react';
import { usePagesText } from '../../i18n/index.ts';
import { Section, SocialRow, StaticPageFrame } from './page-parts.tsx';

const sections = ['acceptance', 'use', 'ip', 'responsibility', 'disclaimer', 'law'] as const;

/** Terms of service (public-site.md §2): six sections, the allergy notice, a contact block. */
export default function TermsPage() {
  const { t } = usePagesText();
  return (
    <StaticPageFrame page="terms">
      {sections.map((key) => (
        <Section key={key} title={t(`terms.${key}.title`)}>
          <p>{t(`terms.${key}.text`)}</p>
        </Section>
      ))}
      <aside
        role="note"
        className="mb-10 rounded-2xl border-2 border-terracotta-600 bg-orange-50 p-5"
        data-testid="allergy-notice"
      >
        <h2 className="flex items-center gap-2 text-xl font-bold text-terracotta-700">
          <TriangleAlert className="size-6" aria-hidden="true" />
          {t('terms.allergy.title')}
        </h2>
        <p className="mt-2 text-stone-800">{t('terms.allergy.text')}</p>
      </aside>
      <Section title={t('terms.contact.title')}>
        <p>{t('terms.contact.text')}</p>
        <SocialRow />
      </Section>
    </StaticPageFrame>
  );
}
