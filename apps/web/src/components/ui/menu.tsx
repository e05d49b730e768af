import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { indexForKey, typeaheadIndex } from './roving-focus.ts';

/**
 * A menu button (WAI-ARIA): Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home, End and typed letters move; Escape closes and gives focus back to the button,
 * Tab closes and moves on, and so does a click outside. Choosing an item closes the menu.
 * Items are elements with role="menuitem" (or menuitemradio/-checkbox) inside it, e.g. MenuItem or
 * a router Link; a menu of choices opens on its checked item.
 */

type Opening = false | 'first' | 'last';

const ITEM = '[role^="menuitem"]:not([aria-disabled="true"])';

export interface MenuProps {
  /** The button's content. */
  button: ReactNode;
  buttonClassName?: string;
  buttonTestId?: string;
  /** Names the button when its content does not say enough. */
  buttonLabel?: string;
  /** Names the menu. */
  label: string;
  /** Shown at the top of the popup, outside the items, and read as the menu's description. */
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Menu({
  button,
  buttonClassName,
  buttonTestId,
  buttonLabel,
  label,
  header,
  className = 'absolute end-0 z-30 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg',
  children,
}: MenuProps) {
  const [open, setOpen] = useState<Opening>(false);
  const menuId = useId();
  const headerId = useId();
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    const checked = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (open === 'last' ? all.at(-1) : (checked ?? all[0]))?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opening: Record<string, Opening> = {
      Enter: 'first',
      ' ': 'first',
      ArrowDown: 'first',
      ArrowUp: 'last',
    };
    const where = opening[event.key];
    if (!where) return;
    // handled here, so Enter and Space do not also click (which would toggle it shut)
    event.preventDefault();
    setOpen(where);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return close();
    }
    // focus goes back to the button first, so Tab moves on from there
    if (event.key === 'Tab') return close();
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    let target = indexForKey(event.key, current, all.length, 'vertical');
    if (target === undefined && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      const found = typeaheadIndex(
        all.map((item) => item.textContent ?? ''),
        current,
        event.key,
      );
      target = found < 0 ? undefined : found;
    }
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  };

  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(ITEM)) close();
  };

  return (
    <div ref={box} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-label={buttonLabel}
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => (value ? false : 'first'))}
        onKeyDown={onButtonKey}
        className={buttonClassName}
        data-testid={buttonTestId}
      >
        {button}
      </button>
      {open && (
        <div className={className}>
          {header && <div id={headerId}>{header}</div>}
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            aria-describedby={header ? headerId : undefined}
            onKeyDown={onMenuKey}
            onClick={onMenuClick}
          >
            {children}
          </div>
        </div>
      )}
    </div>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  className?: string;
}

export const MENU_ITEM =
  'block w-full rounded px-2 py-1.5 text-start text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

export function MenuItem({ children, onSelect, className = MENU_ITEM }: MenuItemProps) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect} className={className}>
      {children}
    </button>
  );
}
