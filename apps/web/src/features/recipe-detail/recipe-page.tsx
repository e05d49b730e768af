import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/page-title.tsx';

export function RecipePage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  return <PageHeading title={t('recipe.title')} subtitle={slug} />;
}
