import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/index.ts';

const sizes = {
  small: { mark: 'size-7', text: 'text-lg' },
  medium: { mark: 'size-9', text: 'text-xl' },
  large: { mark: 'size-14', text: 'text-3xl' },
} as const;

interface LogoProps {
  size?: keyof typeof sizes;
  /** A non-clickable logo (e.g. on the failure screens) is plain text, not a link. */
  clickable?: boolean;
}

/** The tagine mark and the name; links to / unless told otherwise (public-site.md §2). */
export function Logo({ size = 'medium', clickable = true }: LogoProps) {
  const { t } = useTranslation();
  const content = (
    <span className="inline-flex items-center gap-2 font-bold text-saffron-800">
      <svg viewBox="0 0 64 64" className={sizes[size].mark} aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#b45309" />
        <path d="M12 40h40c0 9-9 14-20 14s-20-5-20-14z" fill="#fde68a" />
        <path d="M32 10c4 7 14 14 14 28H18c0-14 10-21 14-28z" fill="#fef3c7" />
        <circle cx="32" cy="9" r="3" fill="#fde68a" />
      </svg>
      <span className={sizes[size].text}>{t('app.name')}</span>
    </span>
  );
  return clickable ? (
    <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-saffron-700">
      {content}
    </Link>
  ) : (
    content
  );
}
