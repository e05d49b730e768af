import { usePagesText } from '../../i18n/index.ts';
import { Section, SocialRow, StaticPageFrame } from './page-parts.tsx';

const sections = ['collected', 'use', 'sharing', 'security', 'rights', 'cookies'] as const;

/** Privacy policy (public-site.md §2): last updated January 2025, intro, six sections, contact block. */
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
        </Section>
      ))}
      <Section title={t('privacy.contact.title')}>
        <p>{t('privacy.contact.text')}</p>
        <SocialRow />
      </Section>
    </StaticPageFrame>
  );
}
