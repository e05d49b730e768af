import { formatNumber } from '@chhiwat/core';
import { asLanguage } from '../catalogue/localized.ts';
import { useTranslation } from '../i18n/index.ts';

/** "45 min", "1 h 30 min" in the interface language, with its own words. */
export function useDuration() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const number = (value: number) => formatNumber(value, language);
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('time.minutes', { n: number(rest) });
    if (rest === 0) return t('time.hours', { n: number(hours) });
    return t('time.hoursMinutes', { h: number(hours), m: number(rest) });
  };
}
