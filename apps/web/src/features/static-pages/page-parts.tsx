import { useTranslation } from '../../i18n/index.ts';
import { Link } from '../../router/index.ts';
import { SOCIAL_LINKS } from '@chhiwat/core';
import { PageHeading } from '../../components/page-title.tsx';
import { SocialIcon } from '../../components/social-icon.tsx';
import { usePagesText } from '../../i18n/index.ts';

/** The frame of a static page: its heading, then its sections once the texts have arrived. */
export function StaticPageFrame({ page, children }: { page: string; children: React.ReactNode }) {
  const { t, ready } = usePagesText();
  const { t: common } = useTranslation();
  return (
    <>
      <PageHeading
        title={ready ? t(`${page}.title`) : common(`${page}.title`)}
        subtitle={ready ? t(`${page}.intro`) : undefined}
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {ready ? children : <p className="text-stone-600">{common('loading')}</p>}
      </div>
    </>
  );
}

export function Section({
  title,
  children,
  id,
}: {
  title: string;
  children: React.ReactNode;
  id?: string;
}) {
  return (
    <section className="mb-10" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-2xl font-bold text-saffron-800">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed text-stone-800">{children}</div>
    </section>
  );
}

export function Card({ title, text, icon }: { title: string; text: string; icon?: string }) {
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {icon && <span aria-hidden="true">{icon}</span>}
        {title}
      </h3>
      <p className="mt-2 text-stone-700">{text}</p>
    </div>
  );
}

/** Links to the four social accounts, each opening in a new tab. */
export function SocialRow() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-3">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <a
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-200 bg-white px-4 font-medium hover:bg-sand-100"
          >
            <SocialIcon network={social.network} />
            {social.name}
            <span className="sr-only">{t('footer.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action that sends the visitor to pick ingredients. */
export function CallToAction({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: string;
}) {
  return (
    <section className="zellige rounded-3xl px-6 py-10 text-center text-white">
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-saffron-100">{text}</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-12 items-center rounded-full bg-white px-8 font-bold text-saffron-800 hover:bg-saffron-50"
      >
        {button}
      </Link>
    </section>
  );
}
