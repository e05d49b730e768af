import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'title' | 'children'> & {
  /** The button's accessible name, shown as its tooltip. */
  label: string;
  /** The icon (aria-hidden). */
  children: ReactNode;
};

/**
 * A button that shows only an icon: its name is its aria-label, and a tooltip shows that name on
 * pointer hover and on keyboard focus (WCAG 1.4.13: it stays while hovered, and Escape hides it
 * without moving focus or closing the dialog around it). The tooltip is not a second accessible
 * name, so screen readers hear the label once.
 */
export function IconButton({ label, children, className = '', ...button }: Props) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  useEffect(() => {
    if (!open) return;
    const hide = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDismissed(true);
      // the first Escape is the tooltip's, not the dialog's (or menu's) it sits in
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('keydown', hide, true);
    return () => document.removeEventListener('keydown', hide, true);
  }, [open]);
  const show = (set: (on: boolean) => void) => () => (set(true), setDismissed(false));
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show(setHovered)}
      onPointerLeave={() => setHovered(false)}
    >
      <button
        type="button"
        aria-label={label}
        className={className}
        {...button}
        onFocus={(event) => {
          if (event.target.matches(':focus-visible')) show(setFocused)();
          button.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          button.onBlur?.(event);
        }}
      >
        {children}
      </button>
      {open && (
        <span
          role="tooltip"
          aria-hidden="true"
          data-testid="tooltip"
          className="absolute bottom-full start-1/2 z-50 -translate-x-1/2 pb-1 rtl:translate-x-1/2"
        >
          <span className="block whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs font-normal text-white">
            {label}
          </span>
        </span>
      )}
    </span>
  );
}
