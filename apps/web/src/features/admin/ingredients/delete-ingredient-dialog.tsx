import { useEffect, useRef, useState } from 'react';
import type { AdminIngredient } from './api.ts';

interface Props {
  ingredient: AdminIngredient;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Two steps: a warning with the recipe impact, then typing "delete" (any case) (back-office.md §2.4). */
export function DeleteIngredientDialog({ ingredient, busy, onCancel, onConfirm }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState('');
  useEffect(() => dialog.current?.showModal(), []);
  const ready = typed.trim().toLowerCase() === 'delete';
  const cancel = () => {
    setStep(1);
    setTyped('');
    onCancel();
  };
  return (
    <dialog
      ref={dialog}
      onCancel={(event) => (event.preventDefault(), cancel())}
      aria-labelledby="delete-ingredient-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
      data-testid="delete-dialog"
    >
      <div className="space-y-3 p-6">
        {step === 1 ? (
          <>
            <h2 id="delete-ingredient-title" className="text-lg font-bold">
              Delete Ingredient?
            </h2>
            <p className="text-sm text-slate-700">
              This action cannot be undone and may affect recipes that use this ingredient.
            </p>
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
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={cancel}
                className="rounded-lg px-4 py-2 hover:bg-slate-100"
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={() => setStep(2)}
                className="rounded-lg bg-slate-800 px-4 py-2 font-semibold text-white"
              >
                Continue
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id="delete-ingredient-title" className="text-lg font-bold">
              Final Confirmation
            </h2>
            <p className="text-sm text-slate-700">
              Delete <strong>{ingredient.name_en}</strong> (id {ingredient.id}) for good? Type{' '}
              <strong>delete</strong> to confirm.
            </p>
            <input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-label="Type delete to confirm"
              className="w-full rounded-lg border border-slate-300 px-3 py-2"
              data-testid="delete-confirm-input"
            />
            {ready && <p className="text-sm text-emerald-700">Ready to delete</p>}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={cancel}
                className="rounded-lg px-4 py-2 hover:bg-slate-100"
              >
                Cancel
              </button>
              <button
                type="button"
                onClick={onConfirm}
                disabled={!ready || busy}
                className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-50"
              >
                {busy ? 'Deleting...' : 'Delete Forever'}
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
