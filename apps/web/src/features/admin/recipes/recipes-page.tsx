import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DIFFICULTIES, formatMinutes } from '@chhiwat/core';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { ViewAndRefresh } from '../components/toolbar.tsx';
import { useAdminCategories, useAdminIngredients } from '../ingredients/api.ts';
import { useAdminRecipe, useAdminRecipes, type AdminRecipeRow } from './api.ts';
import { RecipeModal } from './recipe-modal.tsx';

/** Recipe management (back-office.md §2.5). */
export function RecipesPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState({
    search: '',
    category: 'all',
    difficulty: 'all',
    page: 1,
  });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [deleting, setDeleting] = useState<AdminRecipeRow>();
  const [busy, setBusy] = useState(false);
  const list = useAdminRecipes(filters);
  const categories = useAdminCategories('recipe');
  const ingredients = useAdminIngredients();
  const { show } = useToasts();

  const rows = list.data?.recipes ?? [];
  const editSlug = params.get('edit');
  const editingRow = editSlug ? rows.find((r) => r.slug === editSlug) : undefined;
  const [editingId, setEditingId] = useState<number>();
  const editId = editingId ?? editingRow?.id;
  const detail = useAdminRecipe(editId);
  const creating = params.has('new');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'recipes'] });
  const closeModal = () => {
    setEditingId(undefined);
    setParams({}, { replace: true });
  };
  const filter = (change: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }));

  const remove = async (recipe: AdminRecipeRow) => {
    setBusy(true);
    try {
      await apiSend('DELETE', `/api/admin/recipes/${recipe.id}`);
      show({ kind: 'success', text: `Recipe "${recipe.title_en}" deleted successfully!` });
      await refresh();
    } catch (error) {
      show({
        kind: 'error',
        text:
          error instanceof ApiError ? error.message : 'Failed to delete recipe. Please try again.',
      });
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  const total = list.data?.pagination.total ?? 0;
  const counts = list.data?.counts;
  const editTarget =
    editId === undefined
      ? undefined
      : (detail.data ?? (detail.isError ? rows.find((r) => r.id === editId) : undefined));
  const modal = creating || editTarget;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Recipes</h1>
          <p className="text-sm text-slate-500">{counts?.all ?? 0} recipes</p>
        </div>
        <div className="flex gap-2">
          <ViewAndRefresh view={view} onView={setView} onRefresh={() => void refresh()} />
          <button
            type="button"
            onClick={() => setParams({ new: '1' })}
            className="inline-flex items-center gap-1 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Recipe
          </button>
        </div>
      </div>
      <input
        type="search"
        value={filters.search}
        onChange={(e) => filter({ search: e.target.value })}
        placeholder="Search titles, categories and ingredients"
        aria-label="Search recipes"
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
        data-testid="admin-recipe-search"
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by category">
        {[
          { slug: 'all', label: 'All', n: counts?.all ?? 0 },
          ...(categories.data?.categories ?? []).map((c) => ({
            slug: c.slug,
            label: `${c.icon} ${c.name_en}`,
            n: counts?.categories[c.slug] ?? 0,
          })),
        ].map((chip) => (
          <button
            key={chip.slug}
            type="button"
            aria-pressed={filters.category === chip.slug}
            onClick={() => filter({ category: chip.slug })}
            className={`rounded-full px-3 py-1 text-sm ${filters.category === chip.slug ? 'bg-slate-800 text-white' : 'bg-white ring-1 ring-slate-200'}`}
          >
            {chip.label} ({chip.n})
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by difficulty">
        {['all', ...DIFFICULTIES].map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={filters.difficulty === d}
            onClick={() => filter({ difficulty: d })}
            className={`rounded-full px-3 py-1 text-sm ${filters.difficulty === d ? 'bg-slate-800 text-white' : 'bg-white ring-1 ring-slate-200'}`}
          >
            {d === 'all' ? 'All levels' : d} (
            {d === 'all' ? (counts?.all ?? 0) : (counts?.difficulties[d] ?? 0)})
          </button>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        Showing {rows.length} of {total} recipes
        {filters.search || filters.category !== 'all' || filters.difficulty !== 'all' ? (
          <button
            type="button"
            onClick={() => setFilters({ search: '', category: 'all', difficulty: 'all', page: 1 })}
            className="ms-2 font-semibold text-blue-700 hover:underline"
          >
            Clear
          </button>
        ) : null}
      </p>
      {list.isError && <p role="alert">Failed to load recipes. Please try again.</p>}
      {list.data && rows.length === 0 && (
        <p className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
          {counts?.all ? 'No recipes found' : 'No recipes yet'}
        </p>
      )}
      <ul
        className={
          view === 'grid'
            ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'
            : 'divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200'
        }
        data-testid="admin-recipe-list"
      >
        {rows.map((recipe) => (
          <li
            key={recipe.id}
            className={
              view === 'grid'
                ? 'overflow-hidden rounded-xl bg-white ring-1 ring-slate-200'
                : 'flex items-center gap-3 p-3'
            }
            data-testid={`admin-recipe-${recipe.slug}`}
          >
            {view === 'grid' &&
              (recipe.image_url ? (
                <img
                  src={recipe.image_url}
                  alt=""
                  width={320}
                  height={180}
                  className="aspect-video w-full object-cover"
                />
              ) : (
                <div
                  className="flex aspect-video items-center justify-center bg-slate-100 text-4xl"
                  aria-hidden="true"
                >
                  {recipe.category_icon}
                </div>
              ))}
            <div className="flex-1 space-y-1 p-3">
              <div className="flex gap-1 text-xs">
                <span className="rounded bg-slate-100 px-2 py-0.5">{recipe.category_name_en}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5">{recipe.difficulty}</span>
              </div>
              <p className="font-semibold">{recipe.title_en}</p>
              <p className="line-clamp-2 text-sm text-slate-600">{recipe.description_en}</p>
              <p className="text-xs text-slate-500">
                {formatMinutes(recipe.prep_time + recipe.cooking_time)}
              </p>
              <div className="flex gap-3 pt-1">
                <button
                  type="button"
                  onClick={() => setEditingId(recipe.id)}
                  className="text-sm font-semibold text-blue-700 hover:underline"
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(recipe)}
                  className="text-sm font-semibold text-red-700 hover:underline"
                >
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-center gap-2">
        <button
          type="button"
          disabled={filters.page <= 1}
          onClick={() => filter({ page: filters.page - 1 })}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
        >
          Previous
        </button>
        <span className="text-sm">Page {filters.page}</span>
        <button
          type="button"
          disabled={!list.data?.pagination.hasMore}
          onClick={() => filter({ page: filters.page + 1 })}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm disabled:opacity-40"
        >
          Next
        </button>
      </div>
      {editId !== undefined && detail.isPending && (
        <p className="text-sm text-slate-600">Loading recipe…</p>
      )}
      {modal && (
        <RecipeModal
          key={editTarget?.id ?? 'new'}
          recipe={creating ? undefined : editTarget}
          categories={categories.data?.categories ?? []}
          catalogue={ingredients.data?.ingredients ?? []}
          onClose={closeModal}
          onSaved={(message) => {
            closeModal();
            show({ kind: 'success', text: message });
            void refresh();
            void queryClient.invalidateQueries({ queryKey: ['admin', 'recipe'] });
          }}
        />
      )}
      {deleting && (
        <AlertDialog
          title="Delete recipe"
          onCancel={() => setDeleting(undefined)}
          confirmLabel={busy ? 'Deleting...' : 'Delete Recipe'}
          onConfirm={() => void remove(deleting)}
          confirmDisabled={busy}
          testId="delete-recipe-dialog"
          extra={
            <p className="text-sm text-slate-700">
              This removes, for good: the recipe in three languages, its {deleting.ingredient_count}{' '}
              ingredient links, and its stored image.
            </p>
          }
        >
          <div className="flex gap-3">
            {deleting.image_url ? (
              <img
                src={deleting.image_url}
                alt=""
                width={80}
                height={80}
                className="size-20 rounded-lg object-cover"
              />
            ) : (
              <span className="text-4xl" aria-hidden="true">
                {deleting.category_icon}
              </span>
            )}
            <dl>
              <dt className="sr-only">Title</dt>
              <dd className="font-semibold">{deleting.title_en}</dd>
              <dd>
                {deleting.category_name_en} · {deleting.difficulty} ·{' '}
                {formatMinutes(deleting.prep_time + deleting.cooking_time)} · {deleting.servings}{' '}
                servings
              </dd>
            </dl>
          </div>
        </AlertDialog>
      )}
    </div>
  );
}
