import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from '../../../router/index.ts';
import { normalizeSearchText } from '@chhiwat/core';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { FilterChips } from '../shared/components/filter-chips.tsx';
import { EmptyState, ItemList } from '../shared/components/item-list.tsx';
import { RowActions } from '../shared/components/row-actions.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { Thumbnail } from '../shared/components/thumbnail.tsx';
import { ListPageHeader } from '../shared/components/toolbar.tsx';
import { useAdminCategories } from '../shared/api/categories.ts';
import {
  deleteIngredient,
  useAdminIngredients,
  type AdminIngredient,
} from '../shared/api/ingredients.ts';
import { IngredientEditorModal } from '../shared/ingredient-editor/ingredient-editor-modal.tsx';
import { DeleteIngredientDialog } from './delete-ingredient-dialog.tsx';

/** Ingredient management (back-office.md §2.4). */
export function IngredientsPage() {
  const queryClient = useQueryClient();
  const ingredients = useAdminIngredients();
  const categories = useAdminCategories('ingredient');
  const [params, setParams] = useSearchParams();
  const { show } = useToasts();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [photo, setPhoto] = useState('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [deleting, setDeleting] = useState<AdminIngredient>();
  const [busy, setBusy] = useState(false);

  const all = useMemo(() => ingredients.data?.ingredients ?? [], [ingredients.data]);
  const editSlug = params.get('edit');
  const editing = editSlug ? all.find((i) => i.slug === editSlug) : undefined;
  const modalOpen = params.has('new') || Boolean(editing);
  const closeModal = () => setParams({}, { replace: true });

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const i of all) map.set(i.category, (map.get(i.category) ?? 0) + 1);
    return map;
  }, [all]);
  // As the server's photo filter: a null or empty image_url is "without photo".
  const withoutPhoto = all.filter((i) => !i.image_url).length;
  const term = normalizeSearchText(search);
  const shown = all.filter(
    (i) =>
      (category === 'all' || i.category === category) &&
      (photo === 'all' || (photo === 'with') === Boolean(i.image_url)) &&
      (!term ||
        [i.name_en, i.name_fr, i.name_darija, i.slug].some((name) =>
          normalizeSearchText(name).includes(term),
        )),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'ingredients'] });

  const remove = async (ingredient: AdminIngredient) => {
    setBusy(true);
    try {
      await deleteIngredient(ingredient.id);
      setDeleting(undefined);
      show({ kind: 'success', text: 'Ingredient deleted successfully!' });
      await refresh();
    } catch (error) {
      setDeleting(undefined);
      show({
        kind: 'error',
        text: `Failed to delete ingredient: ${error instanceof ApiError ? error.message : 'Unknown error'}`,
      });
    } finally {
      setBusy(false);
    }
  };

  const categoryList = categories.data?.categories ?? [];
  return (
    <div className="space-y-4">
      <ListPageHeader
        title="Ingredients"
        view={view}
        onView={setView}
        onRefresh={() => void refresh()}
        addLabel="Add Ingredient"
        onAdd={() => setParams({ new: '1' })}
        addDisabled={categories.isPending}
      >
        <p className="text-slate-600">Manage your ingredients database</p>
        <p className="text-sm text-slate-500">
          {all.length} ingredients{categories.data ? ` · ${categoryList.length} categories` : ''}
          {withoutPhoto ? ` · ${withoutPhoto} without photo` : ''}
        </p>
      </ListPageHeader>
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search by English, French or Darija name, or slug"
        label="Search ingredients"
      />
      <FilterChips
        label="Filter by category"
        chips={[
          { value: 'all', label: 'All', count: all.length },
          ...categoryList.map((c) => ({
            value: c.slug,
            label: `${c.icon} ${c.name_en}`,
            count: counts.get(c.slug) ?? 0,
          })),
        ]}
        selected={category}
        onSelect={setCategory}
      >
        {categories.data && categoryList.length === 0 && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
            No categories loaded
          </span>
        )}
      </FilterChips>
      <FilterChips
        label="Filter by photo"
        chips={[
          { value: 'all', label: 'Photo: all', count: all.length },
          { value: 'with', label: 'With photo', count: all.length - withoutPhoto },
          { value: 'without', label: 'Without photo', count: withoutPhoto },
        ]}
        selected={photo}
        onSelect={setPhoto}
      />
      <p className="text-sm text-slate-600" data-testid="showing">
        Showing {shown.length} of {all.length} ingredients
        {category !== 'all'
          ? ` in ${categoryList.find((c) => c.slug === category)?.name_en ?? category}`
          : ''}
        {photo !== 'all' ? ` ${photo} photo` : ''}
        {search ? ` matching "${search}"` : ''}
      </p>
      {ingredients.isPending && <p className="text-slate-600">Loading ingredients…</p>}
      {ingredients.isError && (
        <p role="alert">Failed to load ingredients: {ingredients.error.message}</p>
      )}
      {ingredients.data && all.length === 0 && (
        <EmptyState>
          <p className="font-semibold">No ingredients yet</p>
          <button
            type="button"
            onClick={() => setParams({ new: '1' })}
            className="mt-3 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white"
          >
            Add First Ingredient
          </button>
        </EmptyState>
      )}
      {all.length > 0 && shown.length === 0 && <EmptyState>No ingredients found</EmptyState>}
      <ItemList view={view} testId="ingredient-admin-list">
        {shown.map((ingredient) => (
          <li
            key={ingredient.id}
            className={`flex items-center gap-3 ${view === 'grid' ? 'rounded-xl bg-white p-3 ring-1 ring-slate-200' : 'p-3'}`}
            data-testid={`admin-ingredient-${ingredient.slug}`}
          >
            <Thumbnail
              src={ingredient.image_url}
              width={48}
              height={48}
              className="size-12 rounded-lg object-cover"
            >
              <span
                className="flex size-12 items-center justify-center rounded-lg bg-slate-100 text-xl"
                aria-hidden="true"
              >
                {categoryList.find((c) => c.slug === ingredient.category)?.icon ?? '🍽️'}
              </span>
            </Thumbnail>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{ingredient.name_en}</p>
              <p className="truncate text-sm text-slate-600" dir="rtl">
                {ingredient.name_darija}
              </p>
              <p className="text-xs text-slate-500">
                {ingredient.category_name_en} · {ingredient.seasonality}
              </p>
            </div>
            <RowActions
              onEdit={() => setParams({ edit: ingredient.slug })}
              onDelete={() => setDeleting(ingredient)}
            />
          </li>
        ))}
      </ItemList>
      {modalOpen && (
        <IngredientEditorModal
          key={editing?.slug ?? 'new'}
          ingredient={editing}
          categories={categoryList}
          onClose={closeModal}
          onSaved={(message) => {
            closeModal();
            show({ kind: 'success', text: message });
            void refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteIngredientDialog
          ingredient={deleting}
          busy={busy}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </div>
  );
}
