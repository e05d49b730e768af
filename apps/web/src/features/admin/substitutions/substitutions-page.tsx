import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { SwapQuality } from '@chhiwat/core';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { EmptyState, ItemList } from '../shared/components/item-list.tsx';
import { RowActions } from '../shared/components/row-actions.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { ListPageHeader } from '../shared/components/toolbar.tsx';
import { useDeleteRequest } from '../shared/use-delete-request.ts';
import { useAdminIngredients } from '../shared/api/ingredients.ts';
import {
  deleteSubstitution,
  QUALITY_LABELS,
  refreshSubstitutions,
  useAdminSubstitutions,
  type AdminSubstitution,
} from './api.ts';
import { SwapDialog } from './swap-dialog.tsx';

/** The server is asked once typing pauses this long. */
const SEARCH_DELAY_MS = 250;

const QUALITY_TONES: Record<SwapQuality, string> = {
  equivalent: 'bg-emerald-100 text-emerald-900',
  close: 'bg-sky-100 text-sky-900',
  pinch: 'bg-amber-100 text-amber-900',
};

/** "Preserved lemons ← Lemons + Salt". */
const swapTitle = (rule: AdminSubstitution) =>
  `${rule.missing_name_en} ← ${rule.using_names_en.join(' + ')}`;

/** Swap rules: which ingredients can stand in for a missing one (decision 0016). */
export function SubstitutionsPage() {
  const queryClient = useQueryClient();
  const { show } = useToasts();
  const deleteRequest = useDeleteRequest();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('list');
  const [editing, setEditing] = useState<AdminSubstitution | 'new'>();
  const [deleting, setDeleting] = useState<AdminSubstitution>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const swaps = useAdminSubstitutions(term);
  const catalogue = useAdminIngredients();
  const ingredients = useMemo(
    () =>
      [...(catalogue.data?.ingredients ?? [])].sort((a, b) => a.name_en.localeCompare(b.name_en)),
    [catalogue.data],
  );
  const rules = swaps.data?.substitutions ?? [];
  const refresh = () => refreshSubstitutions(queryClient);

  const remove = async (rule: AdminSubstitution) => {
    setBusy(true);
    const deleted = await deleteRequest(
      () => deleteSubstitution(rule.id),
      'Swap deleted successfully!',
      'Failed to delete swap',
    );
    setBusy(false);
    setDeleting(undefined);
    if (deleted) await refresh();
  };

  return (
    <div className="space-y-4">
      <ListPageHeader
        title="Swaps"
        view={view}
        onView={setView}
        onRefresh={() => void refresh()}
        addLabel="Add Swap"
        onAdd={() => setEditing('new')}
        addDisabled={!catalogue.data}
      >
        <p className="text-slate-600">Ingredients that can stand in for a missing one</p>
        <p className="text-sm text-slate-500" data-testid="swap-list-count">
          {swaps.data
            ? `${swaps.data.total} ${swaps.data.total === 1 ? 'swap' : 'swaps'}${
                term.trim() ? ` matching "${term.trim()}"` : ''
              }`
            : ''}
        </p>
      </ListPageHeader>
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search by the name of either ingredient"
        label="Search swaps"
      />
      {swaps.isPending && <p className="text-slate-600">Loading swaps…</p>}
      {swaps.isError && <p role="alert">Failed to load swaps: {swaps.error.message}</p>}
      {catalogue.isError && (
        <p role="alert">Failed to load ingredients: {catalogue.error.message}</p>
      )}
      {swaps.data && rules.length === 0 && (
        <EmptyState>
          {term.trim() ? (
            <>
              <p className="font-semibold">No swaps found</p>
              <p className="text-sm text-slate-600">Try another ingredient name</p>
            </>
          ) : (
            <>
              <p className="font-semibold">No swaps yet</p>
              <button
                type="button"
                onClick={() => setEditing('new')}
                disabled={!catalogue.data}
                className="mt-3 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
              >
                Add First Swap
              </button>
            </>
          )}
        </EmptyState>
      )}
      <ItemList view={view} testId="swap-list">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={`flex items-start gap-3 p-4 ${view === 'grid' ? 'rounded-xl bg-white ring-1 ring-slate-200' : ''}`}
            data-testid={`admin-swap-${rule.id}`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {swapTitle(rule)}{' '}
                <span
                  className={`ms-1 rounded-full px-2 py-0.5 text-xs font-medium ${QUALITY_TONES[rule.quality]}`}
                  data-testid="swap-quality"
                >
                  {QUALITY_LABELS[rule.quality]}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{rule.note_en}</p>
            </div>
            <RowActions onEdit={() => setEditing(rule)} onDelete={() => setDeleting(rule)} />
          </li>
        ))}
      </ItemList>
      {editing && (
        <SwapDialog
          key={editing === 'new' ? 'new' : editing.id}
          rule={editing === 'new' ? undefined : editing}
          ingredients={ingredients}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            show({ kind: 'success', text: message });
          }}
        />
      )}
      {deleting && (
        <AlertDialog
          title="Delete swap"
          onCancel={() => setDeleting(undefined)}
          confirmLabel="Delete"
          confirmDisabled={busy}
          onConfirm={() => void remove(deleting)}
          size="sm"
          testId="delete-swap-dialog"
        >
          Delete the swap “{swapTitle(deleting)}”? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
