import { LayoutGrid, List, RefreshCw } from 'lucide-react';

/** The grid/list switch and the refresh button every management screen carries. */
export function ViewAndRefresh({
  view,
  onView,
  onRefresh,
}: {
  view: 'grid' | 'list';
  onView: (view: 'grid' | 'list') => void;
  onRefresh: () => void;
}) {
  return (
    <>
      <button
        type="button"
        onClick={() => onView(view === 'grid' ? 'list' : 'grid')}
        aria-label={view === 'grid' ? 'List view' : 'Grid view'}
        className="rounded-lg border border-slate-300 p-2"
      >
        {view === 'grid' ? (
          <List className="size-4" aria-hidden="true" />
        ) : (
          <LayoutGrid className="size-4" aria-hidden="true" />
        )}
      </button>
      <RefreshButton onRefresh={onRefresh} />
    </>
  );
}

export function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label="Refresh"
      className="rounded-lg border border-slate-300 p-2"
    >
      <RefreshCw className="size-4" aria-hidden="true" />
    </button>
  );
}
