/**
 * One Intl object per locale and kind, made on first use. Making one costs far more than using it:
 * the first Collator of a language loads its sorting rules (about 15 ms on a phone), and a number
 * format made per render adds up over a grid of cards.
 */
const made = new Map<
  string,
  Intl.Collator | Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat
>();

function once<T extends Intl.Collator | Intl.NumberFormat | Intl.ListFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = made.get(key) as T | undefined;
  if (!found) {
    found = make();
    made.set(key, found);
  }
  return found;
}

/** Compares texts as the language sorts them. */
export const collatorFor = (locale: string): Intl.Collator =>
  once(`collator ${locale}`, () => new Intl.Collator(locale));

/** Numbers in the language's digits, with at most `maximumFractionDigits` decimals (default 3). */
export const numberFormatFor = (locale: string, maximumFractionDigits = 3): Intl.NumberFormat =>
  once(
    `number ${locale} ${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  );

/** "a, b and c" in the language. */
export const conjunctionFor = (locale: string): Intl.ListFormat =>
  once(`and ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** A date written out in full: "26 November 2026". */
export const longDateFor = (locale: string): Intl.DateTimeFormat =>
  once(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
