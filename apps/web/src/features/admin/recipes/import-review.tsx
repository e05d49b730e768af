import { Check, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReviewLine } from '@chhiwat/core';
import type { AdminIngredient } from '../shared/api/ingredients.ts';

interface Props {
  lines: ReviewLine[];
  catalogue: AdminIngredient[];
  /** The ingredients the recipe already has: a line cannot take one of them again. */
  linked: ReadonlySet<string>;
  onPick: (line: ReviewLine, slug: string) => void;
  onCreate: (line: ReviewLine) => void;
  onDrop: (line: ReviewLine) => void;
}

/**
 * The imported lines the form could not link on its own (issue #23): for each, pick the catalogue
 * ingredient it is, create one, or drop the line. The recipe is not saved while any waits.
 */
export function ImportReview({ lines, catalogue, linked, onPick, onCreate, onDrop }: Props) {
  const choices = catalogue
    .filter((ingredient) => !linked.has(ingredient.slug))
    .sort((a, b) => a.name_en.localeCompare(b.name_en));
  const nameOf = (slug: string) => catalogue.find((i) => i.slug === slug)?.name_en ?? slug;
  return (
    <section
      aria-labelledby="import-review-title"
      className="space-y-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200"
      data-testid="import-review"
    >
      <h3 id="import-review-title" className="text-sm font-semibold text-amber-950">
        {lines.length === 1
          ? '1 line from the page needs you'
          : `${lines.length} lines from the page need you`}
      </h3>
      <p className="text-xs text-amber-950">
        Pick the ingredient each line is, create it, or drop the line.
      </p>
      <ul className="space-y-2">
        {lines.map((line) => (
          <ReviewRow
            key={line.index}
            line={line}
            choices={choices}
            why={reasonText(line, nameOf)}
            onPick={onPick}
            onCreate={onCreate}
            onDrop={onDrop}
          />
        ))}
      </ul>
    </section>
  );
}

/** Why the line waits; an unsure match ("beef suet" → Beef) is the administrator's to check. */
function reasonText(line: ReviewLine, nameOf: (slug: string) => string) {
  const optional = line.optional ? ' · optional on the page' : '';
  if (line.reason === 'repeated' && line.suggestion)
    return `${nameOf(line.suggestion)} is already in the recipe${optional}`;
  if (line.reason === 'unsure' && line.suggestion)
    return `Check this match: ${nameOf(line.suggestion)}? (${Math.round(line.confidence * 100)}% sure)${optional}`;
  return `No ingredient of the catalogue matches${optional}`;
}

function ReviewRow({
  line,
  choices,
  why,
  onPick,
  onCreate,
  onDrop,
}: Omit<Props, 'lines' | 'catalogue' | 'linked'> & {
  line: ReviewLine;
  choices: AdminIngredient[];
  why: string;
}) {
  const suggested = choices.some((i) => i.slug === line.suggestion) ? (line.suggestion ?? '') : '';
  const [chosen, setChosen] = useState(suggested);
  const label = `“${line.text}”`;
  return (
    <li
      className="flex flex-wrap items-center gap-2 rounded-md bg-white p-2 text-sm ring-1 ring-amber-200"
      data-testid={`review-line-${line.index}`}
    >
      <div className="min-w-48 flex-1">
        <p className="font-medium" dir="auto">
          {label}
        </p>
        <p className="text-xs text-slate-600">{why}</p>
      </div>
      <select
        aria-label={`Ingredient for ${label}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        className="max-w-48 rounded border border-slate-300 px-2 py-1"
      >
        <option value="">Choose an ingredient…</option>
        {choices.map((ingredient) => (
          <option key={ingredient.slug} value={ingredient.slug}>
            {ingredient.name_en}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => onPick(line, chosen)}
        aria-label={`Use the chosen ingredient for ${label}`}
        className="inline-flex items-center gap-1 rounded bg-slate-800 px-2 py-1 text-white disabled:opacity-50"
      >
        <Check className="size-4" aria-hidden="true" /> Use
      </button>
      <button
        type="button"
        onClick={() => onCreate(line)}
        aria-label={`Create an ingredient for ${label}`}
        className="inline-flex items-center gap-1 rounded px-2 py-1 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        <Plus className="size-4" aria-hidden="true" /> Create
      </button>
      <button
        type="button"
        onClick={() => onDrop(line)}
        aria-label={`Drop ${label}`}
        className="inline-flex items-center gap-1 rounded px-2 py-1 text-red-700 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden="true" /> Drop
      </button>
    </li>
  );
}
