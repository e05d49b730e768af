import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { LayoutGrid, List, Plus, RefreshCw } from 'lucide-react';

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
      <IconButton
        onClick={() => onView(view === 'grid' ? 'list' : 'grid')}
        label={view === 'grid' ? 'List view' : 'Grid view'}
        className="rounded-lg border border-slate-300 p-2"
      >
        {view === 'grid' ? (
          <List className="size-4" aria-hidden="true" />
        ) : (
          <LayoutGrid className="size-4" aria-hidden="true" />
        )}
      </IconButton>
      <RefreshButton onRefresh={onRefresh} />
    </>
  );
}

export function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  return (
    <IconButton
      onClick={onRefresh}
      label="Refresh"
      className="rounded-lg border border-slate-300 p-2"
    >
      <RefreshCw className="size-4" aria-hidden="true" />
    </IconButton>
  );
}

/** A management screen's header: its title and counts, the view switch, refresh and "Add …". */
export function ListPageHeader({
  title,
  children,
  view,
  onView,
  onRefresh,
  addLabel,
  onAdd,
  addDisabled,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  /** More buttons before "Add …", e.g. the recipes' Import. */
  actions?: React.ReactNode;
  view: 'grid' | 'list';
  onView: (view: 'grid' | 'list') => void;
  onRefresh: () => void;
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
      <div className="flex gap-2">
        <ViewAndRefresh view={view} onView={onView} onRefresh={onRefresh} />
        {actions}
        <button
          type="button"
          disabled={addDisabled}
          onClick={onAdd}
          className="inline-flex items-center gap-1 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </button>
      </div>
    </div>
  );
}
