import { formatLongDate } from '@chhiwat/core';
import { useTranslation } from '../../i18n/index.ts';
import { asLanguage } from '../../lib/localized.ts';
import type { PostSummary } from './api.ts';

/** A post's texts in the interface language, falling back to English where a translation is missing. */
export function usePostText() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return {
    language,
    text: <F extends 'title' | 'excerpt' | 'content'>(
      post: PostSummary & Partial<Record<`${F}_en`, string>>,
      field: F,
    ): string => {
      const record = post as unknown as Record<string, string>;
      return record[`${field}_${language}`] || record[`${field}_en`] || '';
    },
    category: (post: PostSummary) => post[`category_name_${language}`] ?? post.category,
    date: (iso: string) => formatLongDate(new Date(iso), language),
  };
}
