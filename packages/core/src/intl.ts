/**
 * One Intl.Collator per locale, made on first use: making one costs far more than using it (the
 * first Intl object of a page costs 15–30 ms). Where a page sorts while it hydrates, compareNames
 * (search.ts) does without; numbers, dates and lists do without Intl too (locale-format/).
 */
const collators = new Map<string, Intl.Collator>();

/** Compares texts as the language sorts them. */
export function collatorFor(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale);
    collators.set(locale, found);
  }
  return found;
}
