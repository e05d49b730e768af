import { numberFormatFor } from '@chhiwat/core';
import { useTranslation } from '../i18n/index.ts';

/** "45 min", "1 h 30 min" in the interface language, with its own digits and words. */
export function useDuration() {
  const { t, i18n } = useTranslation();
  const number = numberFormatFor(i18n.resolvedLanguage);
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('time.minutes', { n: number.format(rest) });
    if (rest === 0) return t('time.hours', { n: number.format(hours) });
    return t('time.hoursMinutes', { h: number.format(hours), m: number.format(rest) });
  };
}
