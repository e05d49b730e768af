import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Modal } from './modal.tsx';

const WIDTHS = {
  sm: 'w-[min(24rem,calc(100vw-2rem))]',
  md: 'w-[min(28rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(42rem,calc(100vw-2rem))]',
  '2xl': 'w-[min(52rem,calc(100vw-2rem))]',
  '3xl': 'w-[min(56rem,calc(100vw-2rem))]',
} as const;

export interface DialogProps {
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Shown at the end of the title row, e.g. a Close button. */
  titleAction?: ReactNode;
  /** Names the dialog instead of its title. */
  label?: string;
  open?: boolean;
  /** Called with false on Escape; the owner closes the dialog by unmounting it or setting open. */
  onOpenChange: (open: boolean) => void;
  /** Makes the dialog's content a form (noValidate: the app shows its own messages). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof WIDTHS;
  /** Focused on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
}

export function Dialog({
  title,
  description,
  children,
  footer,
  titleAction,
  label,
  open = true,
  onOpenChange,
  onSubmit,
  role = 'dialog',
  size = 'md',
  initialFocus,
  testId,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  const content = (
    <>
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {titleAction}
      </div>
      {description && (
        <div id={descriptionId} className="text-sm text-slate-700">
          {description}
        </div>
      )}
      {children}
      {footer && <div className="flex flex-wrap justify-end gap-2 pt-2">{footer}</div>}
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={initialFocus}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`m-auto max-h-[92vh] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/40 ${WIDTHS[size]}`}
      testId={testId}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3 p-6">
          {content}
        </form>
      ) : (
        <div className="space-y-3 p-6">{content}</div>
      )}
    </Modal>
  );
}

const BUTTON = 'rounded-lg px-4 py-2 disabled:opacity-60';
const CONFIRM_TONES = {
  danger: 'bg-red-700 font-semibold text-white',
  neutral: 'bg-slate-800 font-semibold text-white',
} as const;

export interface AlertDialogProps {
  title: ReactNode;
  /** The question. */
  children: ReactNode;
  cancelLabel?: string;
  onCancel: () => void;
  /** Without a confirm action the dialog only informs, and Cancel (e.g. "Close") is the one button. */
  confirmLabel?: string;
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  confirmTone?: keyof typeof CONFIRM_TONES;
  /** More content after the question, e.g. a field to type into. */
  extra?: ReactNode;
  size?: DialogProps['size'];
  testId?: string;
}

/** A question before something that cannot be undone; focus starts on Cancel, the safe answer. */
export function AlertDialog({
  title,
  children,
  cancelLabel = 'Cancel',
  onCancel,
  confirmLabel,
  onConfirm,
  confirmDisabled = false,
  confirmTone = 'danger',
  extra,
  size = 'md',
  testId,
}: AlertDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const informOnly = !onConfirm;
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={children}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size={size}
      initialFocus={cancel}
      testId={testId}
      footer={
        <>
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            className={`${BUTTON} ${informOnly ? CONFIRM_TONES.neutral : 'hover:bg-slate-100'}`}
          >
            {cancelLabel}
          </button>
          {onConfirm && (
            <button
              type="button"
              onClick={onConfirm}
              disabled={confirmDisabled}
              className={`${BUTTON} ${CONFIRM_TONES[confirmTone]}`}
            >
              {confirmLabel}
            </button>
          )}
        </>
      }
    >
      {extra}
    </Dialog>
  );
}

/** The plain "Close" button a dialog puts in its title bar or footer. */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" onClick={onClose} className="rounded-lg px-3 py-1 hover:bg-slate-100">
      Close
    </button>
  );
}
