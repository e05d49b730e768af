import { usePagesText } from '../../i18n/index.ts';
import { CallToAction, Card, Section, SocialRow, StaticPageFrame } from './page-parts.tsx';

const values = [
  ['authenticity', '🏺'],
  ['simplicity', '🥄'],
  ['sharing', '🤝'],
  ['respect', '🌱'],
] as const;
const features = [
  ['picker', '🧺'],
  ['matching', '🎯'],
  ['languages', '🗣️'],
  ['free', '🎁'],
] as const;

/** About (public-site.md §2): mission, story, four values, four features, team, social links, call to action. */
export default function AboutPage() {
  const { t } = usePagesText();
  return (
    <StaticPageFrame page="about">
      <Section title={t('about.mission.title')}>
        <p>{t('about.mission.text')}</p>
      </Section>
      <Section title={t('about.story.title')}>
        <p>{t('about.story.p1')}</p>
        <p>{t('about.story.p2')}</p>
        <p>{t('about.story.p3')}</p>
      </Section>
      <Section title={t('about.values.title')}>
        <div className="grid gap-4 sm:grid-cols-2" data-testid="about-values">
          {values.map(([key, icon]) => (
            <Card
              key={key}
              icon={icon}
              title={t(`about.values.${key}.title`)}
              text={t(`about.values.${key}.text`)}
            />
          ))}
        </div>
      </Section>
      <Section title={t('about.features.title')}>
        <div className="grid gap-4 sm:grid-cols-2" data-testid="about-features">
          {features.map(([key, icon]) => (
            <Card
              key={key}
              icon={icon}
              title={t(`about.features.${key}.title`)}
              text={t(`about.features.${key}.text`)}
            />
          ))}
        </div>
      </Section>
      <Section title={t('about.team.title')}>
        <p>{t('about.team.text')}</p>
      </Section>
      <Section title={t('about.social.title')}>
        <p>{t('about.social.text')}</p>
        <SocialRow />
      </Section>
      <CallToAction
        title={t('about.cta.title')}
        text={t('about.cta.text')}
        button={t('about.cta.button')}
      />
    </StaticPageFrame>
  );
}
