import {
  createContext,
  useContext,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { directionOf, indexForKey } from './roving-focus.ts';

/**
 * WAI-ARIA tabs: a tablist of tabs, each controlling a tabpanel. Only the selected tab is in the
 * Tab order (roving tabindex); Left/Right (mirrored in RTL), Home and End move between tabs.
 * Activation is automatic, selection follows focus, because every panel here shows at once from
 * data already on the page; manual activation is for panels that are slow to show.
 */

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
}

interface TabsContext {
  value: string;
  panelId: (value: string) => string;
  tabId: (value: string) => string;
}

const Context = createContext<TabsContext | undefined>(undefined);

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Names the tablist. */
  label: string;
  className?: string;
  /** The panels (TabPanel), anywhere inside. */
  children?: ReactNode;
}

const TAB =
  '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700';

export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  className = 'flex gap-2 border-b border-slate-200',
  children,
}: TabsProps<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const indexOf = (wanted: string) => tabs.findIndex((tab) => tab.value === wanted);
  const context: TabsContext = {
    value,
    tabId: (wanted) => `${base}tab${indexOf(wanted)}`,
    panelId: (wanted) => `${base}panel${indexOf(wanted)}`,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = indexForKey(
      event.key,
      indexOf(value),
      tabs.length,
      'horizontal',
      directionOf(event.currentTarget),
    );
    if (target === undefined) return;
    const tab = tabs[target];
    if (!tab) return;
    event.preventDefault();
    onValueChange(tab.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <Context.Provider value={context}>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={className}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={context.tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={context.panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className={`${TAB} ${selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600'}`}
              data-testid={tab.testId}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children}
    </Context.Provider>
  );
}

export interface TabPanelProps {
  value: string;
  children: ReactNode;
  /** Keeps the content mounted while hidden, e.g. a form whose fields hold their own state. */
  keepMounted?: boolean;
  className?: string;
}

/** The panel of one tab; always in the DOM (hidden when not selected) so aria-controls resolves. */
export function TabPanel({ value, children, keepMounted = false, className }: TabPanelProps) {
  const tabs = useContext(Context);
  if (!tabs) throw new Error('TabPanel must be inside Tabs');
  const selected = tabs.value === value;
  return (
    <div
      id={tabs.panelId(value)}
      role="tabpanel"
      aria-labelledby={tabs.tabId(value)}
      hidden={!selected}
      tabIndex={0}
      className={className}
    >
      {(selected || keepMounted) && children}
    </div>
  );
}
