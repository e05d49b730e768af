import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-title.tsx';

export function RecipesPage() {
  const { t } = useTranslation();
  return <PageHeading title={t('recipes.title')} />;
}
