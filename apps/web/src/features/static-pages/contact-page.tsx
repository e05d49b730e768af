import { useTranslation } from '../../i18n/index.ts';
import { SOCIAL_LINKS } from '@chhiwat/core';
import { SocialIcon } from '../../components/social-icon.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePagesText } from '../../i18n/index.ts';
import { CallToAction, Card, Section, StaticPageFrame } from './page-parts.tsx';

const tips = [
  ['share', '📸'],
  ['suggest', '💡'],
  ['conversation', '💬'],
] as const;

/** Contact (public-site.md §2): four social cards, a community block, three tips, a call to action; no form. */
export default function ContactPage() {
  const { t } = usePagesText();
  const { t: common } = useTranslation();
  return (
    <StaticPageFrame page="contact">
      <Section title={t('contact.social.title')}>
        <p>{t('contact.social.follow')}</p>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="social-cards">
          {SOCIAL_LINKS.map((social) => (
            <li
              key={social.network}
              className="flex flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-saffron-100 text-saffron-800">
                  <SocialIcon network={social.network} className="size-6" />
                </span>
                <div>
                  <h3 className="font-semibold">{social.name}</h3>
                  <p className="text-sm text-stone-600" dir="ltr">
                    {social.handle}
                  </p>
                </div>
              </div>
              <p className="mt-3 flex-1 text-stone-700">{t(`contact.social.${social.network}`)}</p>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ size: 'lg', className: 'mt-4 justify-center' })}
              >
                {common('social.follow')}{' '}
                <span className="sr-only">{`${social.name} ${common('footer.opensInNewTab')}`}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('contact.community.title')}>
        <p>{t('contact.community.text')}</p>
      </Section>
      <Section title={t('contact.tips.title')}>
        <div className="grid gap-4 sm:grid-cols-3" data-testid="contact-tips">
          {tips.map(([key, icon]) => (
            <Card
              key={key}
              icon={icon}
              title={t(`contact.tips.${key}.title`)}
              text={t(`contact.tips.${key}.text`)}
            />
          ))}
        </div>
      </Section>
      <CallToAction
        title={t('contact.cta.title')}
        text={t('contact.cta.text')}
        button={t('contact.cta.button')}
      />
    </StaticPageFrame>
  );
}
