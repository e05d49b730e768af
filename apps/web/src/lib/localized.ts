import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@chhiwat/core';

/** The interface language as one of ours (unknown → Arabic, the fallback). */
export function asLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : DEFAULT_LANGUAGE;
}

/** `name` in the current language: localized(row, 'name', 'fr') → row.name_fr. */
export function localized<K extends string>(
  row: { [P in `${K}_${Language}`]: string },
  field: K,
  language: Language,
): string {
  return row[`${field}_${language}` as `${K}_${Language}`];
}
