import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import type { RecipeIngredient } from '../../../catalogue/get-recipes.ts';
import { shareOrCopy } from '../share.ts';
import { useIngredientLine } from './ingredient-list.tsx';

interface Props {
  title: string;
  missing: RecipeIngredient[];
  scale: number;
}

/** Beyond the spec: the missing ingredients as a list to copy or share, in the current language. */
export function ShoppingList({ title, missing, scale }: Props) {
  const { t } = useTranslation();
  const line = useIngredientLine();
  const [feedback, setFeedback] = useState<string>();
  if (missing.length === 0) return null;
  const lines = missing.map((link) => {
    const { name, amount } = line(link, scale);
    return `• ${name} — ${amount}`;
  });
  const text = `${t('recipe.shoppingListFor', { title })}\n${lines.join('\n')}`;

  const send = async () => {
    const result = await shareOrCopy({ title: t('recipe.shoppingList'), text });
    setFeedback(
      result === 'copied'
        ? t('recipe.listCopied')
        : result === 'shared'
          ? undefined
          : t('recipe.shareFailed'),
    );
  };

  return (
    <section
      className="mt-6 rounded-2xl border border-sand-200 bg-white p-4 print:hidden"
      aria-labelledby="shopping-list-title"
    >
      <h2 id="shopping-list-title" className="flex items-center gap-2 text-lg font-bold">
        <ClipboardList className="size-5" aria-hidden="true" />
        {t('recipe.shoppingList')}
      </h2>
      <ul className="mt-2 space-y-1 text-stone-800" data-testid="shopping-list">
        {lines.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          onClick={() => void send()}
          className="min-h-11 rounded-full border-2 border-saffron-700 px-5 font-semibold text-saffron-800 hover:bg-saffron-50"
          data-testid="share-list"
        >
          {t('recipe.copyOrShareList')}
        </button>
        <span role="status" className="text-sm text-mint-700">
          {feedback}
        </span>
      </div>
    </section>
  );
}
