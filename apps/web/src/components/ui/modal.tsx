import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * Modal dialogs on the platform's <dialog> and showModal() (decision 0011): the browser puts it in
 * the top layer, makes the rest of the page inert and moves focus in. This adds what it leaves out:
 * Tab wraps inside, Escape asks the owner (who may refuse, e.g. unsaved changes), focus returns to
 * the opener, and styles.css locks the page scroll while a modal is open.
 */

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** What Tab can reach inside this dialog (not inside a dialog nested in it). */
function tabbableIn(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.closest('dialog') === dialog &&
      element.checkVisibility(),
  );
}

/** Shows the dialog as a modal while mounted and open; on close, gives focus back to the opener. */
function useModal(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      // a nested modal still open would keep the opener inert
      dialog.querySelectorAll('dialog').forEach((nested) => nested.close());
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [ref, open, initialFocus]);
}

/** Escape asks to close; Tab and Shift+Tab wrap at the ends instead of leaving for the browser UI. */
function handleKeys(event: KeyboardEvent<HTMLDialogElement>, onClose: () => void) {
  if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
    // preventing the keydown stops the browser's own close, so the owner decides
    event.preventDefault();
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  event.stopPropagation();
  const tabbable = tabbableIn(event.currentTarget);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const inside = tabbable.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  children: ReactNode;
  /** Called with false on Escape (and a backdrop click, if it closes); the owner unmounts it. */
  onOpenChange: (open: boolean) => void;
  open?: boolean;
  className: string;
  /** A click on the backdrop, outside the dialog's box, closes it too. */
  closeOnBackdrop?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  role?: 'alertdialog' | undefined;
}

/** The bare modal: the platform's dialog with the behaviours above, styled by its owner. */
export function Modal({
  children,
  onOpenChange,
  open = true,
  className,
  closeOnBackdrop = false,
  initialFocus,
  testId,
  ...aria
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, open, initialFocus);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      {...aria}
      onKeyDown={(event) => handleKeys(event, () => onOpenChange(false))}
      onCancel={(event) => (event.preventDefault(), onOpenChange(false))}
      onClick={(event) => closeOnBackdrop && event.target === ref.current && onOpenChange(false)}
      className={className}
      data-testid={testId}
    >
      {children}
    </dialog>
  );
}
