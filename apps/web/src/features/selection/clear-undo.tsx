import { useSyncExternalStore } from 'react';
import { useTranslationWith } from '../../i18n/index.ts';
import { selectionActions } from '../../state/selection-store.ts';

/** How long "Undo" stays offered after the picks were cleared. */
export const UNDO_MS = 8000;

/**
 * "Clear all" empties the picks at once and offers them back for a few seconds: one notice for
 * every place that clears (the picks' chips, the tray, the bottom bar), shown by the layout.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let cleared: readonly string[] | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function set(next: readonly string[] | undefined) {
  cleared = next;
  clearTimeout(timer);
  if (next) timer = setTimeout(() => set(undefined), UNDO_MS);
  listeners.forEach((listener) => listener());
}

/** Empties the picks, keeping them for "Undo". */
export function clearWithUndo() {
  const picks = selectionActions.list();
  if (picks.length === 0) return;
  selectionActions.clear();
  set(picks);
}

/** Puts the cleared picks back, as they were. */
export function undoClear() {
  if (!cleared) return;
  selectionActions.replace(cleared);
  set(undefined);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cleared picks while "Undo" is offered. */
export const useClearedPicks = () =>
  useSyncExternalStore(
    subscribe,
    () => cleared,
    () => undefined,
  );

/** The notice, announced politely: "Ingredients cleared. Undo". */
export function ClearUndoNotice() {
  const picks = useClearedPicks();
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-3 print:hidden"
      data-testid="clear-undo"
    >
      {picks && <UndoMessage />}
    </div>
  );
}

/** Its texts come with the picks' (the bar or the chips that cleared them have them already). */
function UndoMessage() {
  const { t, ready } = useTranslationWith('picks');
  if (!ready) return null;
  return (
    <p className="flex items-center gap-3 rounded-full bg-ink px-5 py-2 text-white shadow-xl">
      <span>{t('selection.cleared')}</span>
      <button
        type="button"
        onClick={undoClear}
        className="min-h-11 rounded-full px-3 font-semibold text-saffron-200 underline hover:bg-white/10"
        data-testid="clear-undo-button"
      >
        {t('selection.undo')}
      </button>
    </p>
  );
}
