import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';

interface Props {
  /** Asks before closing a dirty form (the close guard's requestClose). */
  onCancel: () => void;
  submitLabel: string;
  /** The submit's label while it runs. */
  pendingLabel?: string;
  /** Shown at the start of the row, e.g. "Unsaved changes". */
  status?: ReactNode;
  /** Both buttons wait, e.g. while an image uploads. */
  busy?: boolean;
}

/** A form dialog's buttons: Cancel, and the submit that shows progress and cannot run twice. */
export function FormFooter({
  onCancel,
  submitLabel,
  pendingLabel = 'Saving...',
  status,
  busy = false,
}: Props) {
  return (
    <>
      {status !== undefined && (
        <span className="me-auto self-center text-xs text-slate-500">{status}</span>
      )}
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="rounded-lg px-4 py-2 hover:bg-slate-100 disabled:opacity-50"
      >
        Cancel
      </button>
      <SubmitButton label={submitLabel} pendingLabel={pendingLabel} disabled={busy} />
    </>
  );
}
