import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import type { AdminIngredient } from '../shared/api/ingredients.ts';

interface Props {
  ingredient: AdminIngredient;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Two steps: a warning with the recipe impact, then typing "delete" (any case) (back-office.md §2.4). */
export function DeleteIngredientDialog({ ingredient, busy, onCancel, onConfirm }: Props) {
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState('');
  const ready = typed.trim().toLowerCase() === 'delete';
  const cancel = () => {
    setStep(1);
    setTyped('');
    onCancel();
  };
  if (step === 1)
    return (
      <AlertDialog
        title="Delete Ingredient?"
        onCancel={cancel}
        confirmLabel="Continue"
        confirmTone="neutral"
        onConfirm={() => setStep(2)}
        testId="delete-dialog"
        extra={<IngredientSummary ingredient={ingredient} />}
      >
        This action cannot be undone and may affect recipes that use this ingredient.
      </AlertDialog>
    );
  return (
    <AlertDialog
      title="Final Confirmation"
      onCancel={cancel}
      confirmLabel={busy ? 'Deleting...' : 'Delete Forever'}
      confirmDisabled={!ready || busy}
      onConfirm={onConfirm}
      testId="delete-dialog"
      extra={
        <>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-label="Type delete to confirm"
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
            data-testid="delete-confirm-input"
            // the step's own field, so the keyboard user can type at once
            autoFocus
          />
          {ready && <p className="text-sm text-emerald-700">Ready to delete</p>}
        </>
      }
    >
      Delete <strong>{ingredient.name_en}</strong> (id {ingredient.id}) for good? Type{' '}
      <strong>delete</strong> to confirm.
    </AlertDialog>
  );
}

function IngredientSummary({ ingredient }: { ingredient: AdminIngredient }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd>{ingredient.name_en}</dd>
        <dt className="text-slate-600">Darija</dt>
        <dd dir="rtl">{ingredient.name_darija}</dd>
        <dt className="text-slate-600">Category</dt>
        <dd>{ingredient.category_name_en}</dd>
        <dt className="text-slate-600">Slug</dt>
        <dd>{ingredient.slug}</dd>
      </dl>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Impact on recipes:{' '}
        {ingredient.recipe_count
          ? `used in ${ingredient.recipe_count} recipe(s); it cannot be deleted until it is removed from them.`
          : 'no recipe uses it.'}
      </p>
    </>
  );
}
