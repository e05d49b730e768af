import type { Language } from '../catalogue.ts';
import { formatLineAmount } from './line-amount.ts';
import type { ShoppingGroup } from './shopping-lines.ts';

/** The heading of a copied or shared list, unless the caller passes its own. */
export const LIST_TEXT_TITLE: Record<Language, string> = {
  en: 'My shopping list',
  fr: 'Ma liste de courses',
  ar: 'قائمة مشترياتي',
};

/**
 * The list as plain text to copy or share: the title, then each category's name and its lines
 * ("• Onions — 1.2 kg"), a blank line between categories. Ticked lines are left out: whoever reads
 * it is going shopping for what is still to buy.
 */
export function listAsText(
  groups: readonly ShoppingGroup[],
  language: Language,
  title: string = LIST_TEXT_TITLE[language],
): string {
  const sections = groups.flatMap((group) => {
    const lines = group.lines
      .filter((line) => !line.ticked)
      .map((line) => `• ${line.name} — ${formatLineAmount(line.amounts, language)}`);
    return lines.length ? [[group.name, ...lines].join('\n')] : [];
  });
  return [title, ...sections].join('\n\n');
}
