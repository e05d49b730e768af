// One file over 300 lines: one page component. The filters, the recipe being edited (from the URL
// or a click), the import's draft and the recipe being deleted are its state, which the list, the
// editor, the import and the delete dialog read and set; the shared parts are in ../shared.
import { useQueryClient } from '@tanstack/react-query';
import { Import } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from '../../../router/index.ts';
import { DIFFICULTIES, formatMinutes, formatNumber, type RecipeDraft } from '@chhiwat/core';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { FilterChips } from '../shared/components/filter-chips.tsx';
import { EmptyState, ItemList } from '../shared/components/item-list.tsx';
import { CursorPager, type PagerMove } from '../shared/components/cursor-pager.tsx';
import { RowActions } from '../shared/components/row-actions.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { useDeleteRequest } from '../shared/use-delete-request.ts';
import { Thumbnail } from '../shared/components/thumbnail.tsx';
import { ListPageHeader } from '../shared/components/toolbar.tsx';
import { useAdminCategories } from '../shared/api/categories.ts';
import { useAdminIngredients } from '../shared/api/ingredients.ts';
import {
  deleteRecipe,
  useAdminRecipe,
  useAdminRecipes,
  type AdminRecipeList,
  type AdminRecipeRow,
  type RecipeListFilters,
  type RecipeListPage,
} from './api.ts';
import { ImportDialog } from './import-dialog.tsx';
import { RecipeEditorModal } from './recipe-editor-modal.tsx';

const RECIPE_ROW = {
  grid: 'overflow-hidden rounded-xl bg-white ring-1 ring-slate-200',
  list: 'flex items-center gap-3 p-3',
};
const NO_FILTERS: RecipeListFilters = {
  search: '',
  category: 'all',
  difficulty: 'all',
  photo: 'all',
  status: 'all',
  page: {},
};

/** What the "Showing X of Y recipes" line adds about the filters, e.g. ' in Soups matching "harira"'. */
function filterWords(filters: RecipeListFilters, categoryName: string | undefined) {
  return [
    filters.category !== 'all' ? ` in ${categoryName ?? filters.category}` : '',
    filters.difficulty !== 'all' ? `, ${filters.difficulty}` : '',
    filters.photo !== 'all' ? `, ${filters.photo} photo` : '',
    filters.status !== 'all' ? (filters.status === 'draft' ? ', drafts' : ', published') : '',
    filters.search.trim() ? ` matching "${filters.search.trim()}"` : '',
  ].join('');
}

/** "1,204", or "1,000+" when a search's count stopped at its cap. */
function totalWords(pagination: AdminRecipeList['pagination'] | undefined) {
  if (!pagination) return '0';
  return `${formatNumber(pagination.total, 'en')}${pagination.totalCapped ? '+' : ''}`;
}

/** The page a pager's move opens, from the cursors of the page shown. */
function pageAfterMove(move: PagerMove, pagination: AdminRecipeList['pagination']): RecipeListPage {
  if (move === 'next' && pagination.next) return { after: pagination.next };
  if (move === 'previous' && pagination.previous) return { before: pagination.previous };
  return move === 'last' ? { last: true } : {};
}

/** The status chips (issue #40): all recipes, the published ones, the drafts. */
function statusChips(counts: AdminRecipeList['counts'] | undefined) {
  return [
    { value: 'all', label: 'All', count: counts?.all ?? 0 },
    { value: 'published', label: 'Published', count: counts?.statuses.published ?? 0 },
    { value: 'draft', label: 'Drafts', count: counts?.statuses.draft ?? 0 },
  ];
}

/** Recipe management (back-office.md §2.5). */
export function AdminRecipesPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [deleting, setDeleting] = useState<AdminRecipeRow>();
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const [draft, setDraft] = useState<RecipeDraft>();
  const list = useAdminRecipes(filters);
  const categories = useAdminCategories('recipe');
  const ingredients = useAdminIngredients();
  const { show } = useToasts();
  const deleteRequest = useDeleteRequest();

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
    setDraft(undefined);
    setParams({}, { replace: true });
  };
  const filter = (change: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, ...change, page: change.page ?? {} }));

  const remove = async (recipe: AdminRecipeRow) => {
    setBusy(true);
    const deleted = await deleteRequest(
      () => deleteRecipe(recipe.id),
      `Recipe "${recipe.title_en}" deleted successfully!`,
      'Failed to delete recipe. Please try again.',
    );
    if (deleted) await refresh();
    setBusy(false);
    setDeleting(undefined);
  };

  const pagination = list.data?.pagination;
  const counts = list.data?.counts;
  const filtered =
    filters.search !== '' ||
    (['category', 'difficulty', 'photo', 'status'] as const).some(
      (name) => filters[name] !== 'all',
    );
  const editTarget =
    editId === undefined
      ? undefined
      : (detail.data ?? (detail.isError ? rows.find((r) => r.id === editId) : undefined));
  const modal = creating || editTarget || draft;

  return (
    <div className="space-y-4">
      <ListPageHeader
        title="Recipes"
        view={view}
        onView={setView}
        onRefresh={() => void refresh()}
        addLabel="Add Recipe"
        onAdd={() => setParams({ new: '1' })}
        actions={
          <button
            type="button"
            onClick={() => setImporting(true)}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            <Import className="size-4" aria-hidden="true" />
            Import
          </button>
        }
      >
        <p className="text-slate-600">Manage your Moroccan recipe collection</p>
        <p className="text-sm text-slate-500">
          {counts?.all ?? 0} recipes
          {counts?.photos.without ? ` · ${counts.photos.without} without photo` : ''}
        </p>
      </ListPageHeader>
      <SearchInput
        value={filters.search}
        onChange={(search) => filter({ search })}
        placeholder="Search titles, categories and ingredients"
        label="Search recipes"
        testId="admin-recipe-search"
      />
      <FilterChips
        label="Filter by category"
        chips={[
          { value: 'all', label: 'All', count: counts?.all ?? 0 },
          ...(categories.data?.categories ?? []).map((c) => ({
            value: c.slug,
            label: `${c.icon} ${c.name_en}`,
            count: counts?.categories[c.slug] ?? 0,
          })),
        ]}
        selected={filters.category}
        onSelect={(category) => filter({ category })}
      />
      <FilterChips
        label="Filter by difficulty"
        chips={[
          { value: 'all', label: 'All levels', count: counts?.all ?? 0 },
          ...DIFFICULTIES.map((d) => ({ value: d, label: d, count: counts?.difficulties[d] ?? 0 })),
        ]}
        selected={filters.difficulty}
        onSelect={(difficulty) => filter({ difficulty })}
      />
      <FilterChips
        label="Filter by photo"
        chips={[
          { value: 'all', label: 'Photo: all', count: counts?.all ?? 0 },
          { value: 'with', label: 'With photo', count: counts?.photos.with ?? 0 },
          { value: 'without', label: 'Without photo', count: counts?.photos.without ?? 0 },
        ]}
        selected={filters.photo}
        onSelect={(photo) => filter({ photo })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" data-testid="showing">
          Showing {rows.length} of {totalWords(pagination)} recipes
          {filterWords(
            filters,
            categories.data?.categories.find((c) => c.slug === filters.category)?.name_en,
          )}
          {filtered ? (
            <button
              type="button"
              onClick={() => setFilters(NO_FILTERS)}
              className="ms-2 font-semibold text-blue-700 hover:underline"
            >
              Clear
            </button>
          ) : null}
        </p>
        <FilterChips
          label="Filter by status"
          chips={statusChips(counts)}
          selected={filters.status}
          onSelect={(status) => filter({ status: status as RecipeListFilters['status'] })}
        />
      </div>
      {list.isError && <p role="alert">Failed to load recipes. Please try again.</p>}
      {list.data && rows.length === 0 && (
        <EmptyState>{counts?.all ? 'No recipes found' : 'No recipes yet'}</EmptyState>
      )}
      <ItemList view={view} testId="admin-recipe-list">
        {rows.map((recipe) => (
          <li
            key={recipe.id}
            className={RECIPE_ROW[view]}
            data-testid={`admin-recipe-${recipe.slug}`}
          >
            {view === 'grid' && (
              <Thumbnail
                src={recipe.image_url}
                width={320}
                height={180}
                className="aspect-video w-full object-cover"
              >
                <div
                  className="flex aspect-video items-center justify-center bg-slate-100 text-4xl"
                  aria-hidden="true"
                >
                  {recipe.category_icon}
                </div>
              </Thumbnail>
            )}
            <div className="flex-1 space-y-1 p-3">
              <div className="flex gap-1 text-xs">
                <span className="rounded bg-slate-100 px-2 py-0.5">{recipe.category_name_en}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5">{recipe.difficulty}</span>
                {recipe.status === 'draft' && (
                  <span
                    className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900"
                    data-testid="draft-badge"
                  >
                    Draft
                  </span>
                )}
              </div>
              <p className="font-semibold">{recipe.title_en}</p>
              <p className="line-clamp-2 text-sm text-slate-600">{recipe.description_en}</p>
              <p className="text-xs text-slate-500">
                {formatMinutes(recipe.prep_time + recipe.cooking_time)}
              </p>
              <div className="flex gap-3 pt-1">
                <RowActions
                  onEdit={() => setEditingId(recipe.id)}
                  onDelete={() => setDeleting(recipe)}
                />
              </div>
            </div>
          </li>
        ))}
      </ItemList>
      <CursorPager
        label="Recipe pages"
        hasPrevious={Boolean(pagination?.previous)}
        hasNext={Boolean(pagination?.next)}
        onMove={(move) => pagination && filter({ page: pageAfterMove(move, pagination) })}
      />
      {editId !== undefined && detail.isPending && (
        <p className="text-sm text-slate-600">Loading recipe…</p>
      )}
      {modal && (
        <RecipeEditorModal
          key={draft ? 'import' : (editTarget?.id ?? 'new')}
          recipe={creating || draft ? undefined : editTarget}
          draft={draft}
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
      {importing && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onDraft={(read) => {
            setImporting(false);
            setDraft(read);
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
            <Thumbnail
              src={deleting.image_url}
              width={80}
              height={80}
              className="size-20 rounded-lg object-cover"
            >
              <span className="text-4xl" aria-hidden="true">
                {deleting.category_icon}
              </span>
            </Thumbnail>
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
