import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * Success and error messages as toasts (back-office.md §9): they stack, newest last, each with a
 * Dismiss button (Escape inside one works too), and leave by themselves after 5 seconds, counted
 * again from the start when focus leaves one. They never take focus. Two live regions exist from
 * the start, so screen readers hear what is added: successes politely, errors assertively.
 */

export interface ToastMessage {
  kind: 'success' | 'error';
  text: string;
}

interface Toast extends ToastMessage {
  id: number;
}

interface ToastApi {
  show: (message: ToastMessage) => void;
  dismiss: (id: number) => void;
}

const LIFETIME_MS = 5000;
const Context = createContext<ToastApi | undefined>(undefined);

export function useToasts(): ToastApi {
  const api = useContext(Context);
  if (!api) throw new Error('useToasts needs a ToastProvider');
  return api;
}

/** Holds the toasts of everything inside it and shows them in a fixed corner of the viewport. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...message, id }]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)),
    [],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const region = useRef<HTMLDivElement>(null);
  const focusedBefore = useRef<Element | null>(null);
  /** Dismissing the toast that holds focus hands it to another toast, or back to where it was. */
  const dismissFocused = useCallback(
    (id: number) => {
      const others = [...(region.current?.querySelectorAll<HTMLElement>('[data-toast]') ?? [])]
        .filter((toast) => toast.dataset.toast !== String(id))
        .map((toast) => toast.querySelector('button'));
      const next = others.at(-1) ?? focusedBefore.current;
      if (next instanceof HTMLElement && next.isConnected) next.focus();
      dismiss(id);
    },
    [dismiss],
  );
  const item = (toast: Toast) => (
    <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} onDismissFocused={dismissFocused} />
  );
  return (
    <Context.Provider value={api}>
      {children}
      {/* The regions are display:contents, so the toasts of both sit in one column, ordered by id. */}
      <div
        ref={region}
        onFocus={(event) => {
          if (!region.current?.contains(event.relatedTarget))
            focusedBefore.current = event.relatedTarget;
        }}
        className="pointer-events-none fixed end-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <div role="status" aria-live="polite" className="contents">
          {toasts.filter((toast) => toast.kind === 'success').map(item)}
        </div>
        <div role="alert" aria-live="assertive" className="contents">
          {toasts.filter((toast) => toast.kind === 'error').map(item)}
        </div>
      </div>
    </Context.Provider>
  );
}

const TONES = {
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
} as const;

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
  onDismissFocused: (id: number) => void;
}

function ToastItem({ toast, onDismiss, onDismissFocused }: ToastItemProps) {
  const [focused, setFocused] = useState(false);
  const textId = useId();
  const { id } = toast;
  const dismiss = () => (focused ? onDismissFocused(id) : onDismiss(id));
  useEffect(() => {
    if (focused) return;
    const timer = setTimeout(() => onDismiss(id), LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [focused, onDismiss, id]);
  return (
    <div
      // CSSOM order (allowed by the CSP) interleaves the two regions' toasts, newest last
      style={{ order: toast.id }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), dismiss())}
      className={`pointer-events-auto flex items-start gap-2 rounded-lg p-3 text-sm shadow-lg ring-1 ${TONES[toast.kind]}`}
      data-testid="banner"
      data-toast={id}
      data-kind={toast.kind}
    >
      <p id={textId} className="flex-1">
        {toast.text}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        aria-describedby={textId}
        className="rounded p-0.5 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
