import type { ReactNode } from 'react';

const TONES = {
  edit: 'text-sm font-semibold text-blue-700 hover:underline',
  danger: 'text-sm font-semibold text-red-700 hover:underline',
};

/** A text button of a list row: blue for edit, red for delete. */
export function RowAction({
  tone,
  onClick,
  children,
}: {
  tone: keyof typeof TONES;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={TONES[tone]}>
      {children}
    </button>
  );
}

/** The Edit and Delete buttons a management list puts on each row. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <RowAction tone="edit" onClick={onEdit}>
        Edit
      </RowAction>
      <RowAction tone="danger" onClick={onDelete}>
        Delete
      </RowAction>
    </>
  );
}
