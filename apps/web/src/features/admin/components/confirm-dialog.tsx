import type { ReactNode } from 'react';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}

/** A small modal question with Cancel and a red confirm button (deletes, discards). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  onCancel,
  onConfirm,
  testId,
}: Props) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
      data-testid={testId}
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6">
        <h2 id="confirm-title" className="text-lg font-bold">
          {title}
        </h2>
        <div className="mt-2 text-sm text-slate-700">{children}</div>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 hover:bg-slate-100"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The Unsaved Changes question of the ingredient and recipe forms (back-office.md §4). */
export function UnsavedChangesDialog({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="discard-title"
      className="absolute inset-0 flex items-center justify-center bg-white/90 p-6"
    >
      <div className="max-w-sm rounded-xl bg-white p-6 shadow-xl ring-1 ring-slate-200">
        <h3 id="discard-title" className="font-bold">
          Unsaved Changes
        </h3>
        <p className="mt-2 text-sm text-slate-700">You have unsaved changes. Discard them?</p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={onKeep}
            className="rounded-lg px-4 py-2 hover:bg-slate-100"
          >
            Keep Editing
          </button>
          <button
            type="button"
            onClick={onDiscard}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
          >
            Discard Changes
          </button>
        </div>
      </div>
    </div>
  );
}
