import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-title.tsx';

type StaticPage = 'about' | 'contact' | 'privacy' | 'terms';

/** About, Contact, Privacy and Terms share this frame; their sections arrive with their issue. */
export function StaticPage({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  return <PageHeading title={t(`${page}.title`)} />;
}
