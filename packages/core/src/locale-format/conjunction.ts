import type { Language } from '../catalogue.ts';

/**
 * Items joined as Intl.ListFormat's conjunction joins them: "A, B, and C", « A, B et C »,
 * "A وB وC" (Arabic joins each with و, written onto the next word). Why not Intl: number.ts.
 */
export function formatConjunction(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  if (language === 'ar') return items.join(' و');
  const last = items[items.length - 1] ?? '';
  const rest = items.slice(0, -1).join(', ');
  if (language === 'fr') return `${rest} et ${last}`;
  return items.length === 2 ? `${rest} and ${last}` : `${rest}, and ${last}`;
}
