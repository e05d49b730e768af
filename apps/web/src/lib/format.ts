import { formatDuration } from '@chhiwat/core';
import { asLanguage } from './localized.ts';
import { useTranslation } from '../i18n/index.ts';

/** "45 min", "1 h 30 min", "ساعتان و5 دقائق": a duration in the interface language (core). */
export function useDuration() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return (minutes: number) => formatDuration(minutes, language);
}
