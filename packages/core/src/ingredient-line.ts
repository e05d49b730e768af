import type { Language, Unit } from './catalogue.ts';
import { kitchenAmount } from './kitchen-amount.ts';
import { frenchDe } from './locale-format/french.ts';
import { A_LITTLE, A_PINCH, formatKitchenAmount } from './quantities.ts';

/** A name inside a sentence: "Olive oil" → "olive oil"; an initialism ("XO sauce") keeps its case. */
function inSentence(name: string, language: Language): string {
  const [first = '', second = ''] = name;
  if (second && second !== second.toLocaleLowerCase(language)) return name;
  return first.toLocaleLowerCase(language) + name.slice(1);
}

/**
 * One recipe line as a sentence, for the recipe's JSON-LD (recipeIngredient): the amount rounded as
 * the page shows it, then the name — "2 tbsp olive oil", "a pinch of saffron", "salt, to taste";
 * in French with « de » elided, « 2 c. à soupe d'huile d'olive », « 250 g de farine »,
 * « 2 oignons »; in Arabic as a list reads, the name then its amount ("بصل: 2", "زيت الزيتون:
 * 3 ملاعق كبيرة"), since a figure before a catalogue name would need that noun's own plural.
 */
export function formatIngredientLine(
  line: { quantity: number | null; unit: Unit | null; name: string },
  language: Language,
  scale = 1,
): string {
  const amount = kitchenAmount(line.quantity, line.unit, scale);
  const text = formatKitchenAmount(amount, language);
  if (language === 'ar') return `${line.name}: ${text}`;
  if (amount.kind === 'toTaste') return `${line.name}, ${text}`;
  const name = inSentence(line.name, language);
  if (amount.kind === 'pinch')
    return language === 'en' ? `${A_PINCH.en} of ${name}` : `${A_PINCH.fr} ${frenchDe(name)}`;
  if (language === 'en') return `${text} ${name}`;
  if (amount.kind === 'little') return `${A_LITTLE.fr} ${frenchDe(name)}`;
  const counted = amount.kind === 'range' || !amount.unit || amount.unit === 'piece';
  return counted ? `${text} ${name}` : `${text} ${frenchDe(name)}`;
}
