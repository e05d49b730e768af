import { useState } from 'react';
import { UnsavedChangesDialog } from './components/unsaved-changes-dialog.tsx';

interface Options {
  dirty: boolean;
  onClose: () => void;
  /** Runs before closing on Discard Changes, e.g. to delete this session's uploads. */
  onDiscard?: () => Promise<void> | void;
  /** While true (e.g. an image uploads), closing does nothing. */
  blocked?: boolean;
}

/**
 * Closing a form with unsaved changes asks "Unsaved Changes: Keep Editing / Discard Changes"
 * first (back-office.md §4). Render `question` inside the form's dialog.
 */
export function useCloseGuard({ dirty, onClose, onDiscard, blocked = false }: Options) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (blocked) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const discard = async () => {
    await onDiscard?.();
    onClose();
  };
  const question = asking && (
    <UnsavedChangesDialog onKeep={() => setAsking(false)} onDiscard={() => void discard()} />
  );
  return { requestClose, question };
}
