import type { ReactNode } from 'react';

const GRID = 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3';
const LIST = 'divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200';

/** The list of a management screen, as cards in a grid or as rows in one panel. */
export function ItemList({
  view,
  grid = GRID,
  testId,
  children,
}: {
  view: 'grid' | 'list';
  grid?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ul className={view === 'grid' ? grid : LIST} data-testid={testId}>
      {children}
    </ul>
  );
}

/** The white panel that stands where a list is empty. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">{children}</div>
  );
}
