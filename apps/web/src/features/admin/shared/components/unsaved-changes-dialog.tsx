import { AlertDialog } from '../../../../components/ui/dialog.tsx';

/** The Unsaved Changes question of the ingredient and recipe forms (back-office.md §4). */
export function UnsavedChangesDialog({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog
      title="Unsaved Changes"
      cancelLabel="Keep Editing"
      onCancel={onKeep}
      confirmLabel="Discard Changes"
      onConfirm={onDiscard}
      size="sm"
    >
      You have unsaved changes. Discard them?
    </AlertDialog>
  );
}
