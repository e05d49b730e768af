import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { normalizeSearchText, type CategoryType } from '@chhiwat/core';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { ViewAndRefresh } from '../components/toolbar.tsx';
import { useAdminCategories, type AdminCategory } from '../ingredients/api.ts';
import { CategoryDialog } from './category-dialog.tsx';

const TYPES: readonly CategoryType[] = ['ingredient', 'recipe'];

/** Category management: ingredient and recipe categories (back-office.md §2.7). */
export function CategoriesPage() {
  const queryClient = useQueryClient();
  const [type, setType] = useState<CategoryType>('ingredient');
  const ingredientCategories = useAdminCategories('ingredient');
  const recipeCategories = useAdminCategories('recipe');
  const current = type === 'ingredient' ? ingredientCategories : recipeCategories;
  const { show } = useToasts();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [editing, setEditing] = useState<AdminCategory | 'new'>();
  const [deleting, setDeleting] = useState<AdminCategory>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] });
  const term = normalizeSearchText(search);
  const all = current.data?.categories ?? [];
  const shown = all.filter(
    (c) =>
      !term ||
      [c.name_en, c.name_fr, c.name_ar, c.slug].some((v) => normalizeSearchText(v).includes(term)),
  );
  const itemWord = type === 'ingredient' ? 'ingredients' : 'recipes';

  const remove = async (category: AdminCategory) => {
    try {
      await apiSend('DELETE', `/api/admin/categories/${type}/${category.id}`);
      show({ kind: 'success', text: 'Category deleted successfully' });
      await refresh();
    } catch (error) {
      show({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'Failed to delete category',
      });
    } finally {
      setDeleting(undefined);
    }
  };

  // the selected type's panel: search, messages and the categories
  const listing = (
    <>
      <input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search categories"
        aria-label="Search categories"
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      {current.isError && (
        <p role="alert">
          Error loading {type} categories: {current.error.message}
        </p>
      )}
      {current.data && shown.length === 0 && (
        <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
          {all.length ? (
            <>
              <p className="font-semibold">No categories found</p>
              <p className="text-sm text-slate-600">Try adjusting your search terms</p>
            </>
          ) : (
            <>
              <p className="font-semibold">No {type} categories yet</p>
              <button
                type="button"
                onClick={() => setEditing('new')}
                className="mt-3 rounded-lg bg-blue-700 px-4 py-2 text-sm text-white"
              >
                Add First Category
              </button>
            </>
          )}
        </div>
      )}
      <ul
        className={
          view === 'grid'
            ? 'grid gap-3 sm:grid-cols-2 xl:grid-cols-3'
            : 'divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200'
        }
      >
        {shown.map((category) => (
          <li
            key={category.id}
            className={`overflow-hidden ${view === 'grid' ? 'rounded-xl bg-white ring-1 ring-slate-200' : ''}`}
            data-testid={`admin-category-${category.slug}`}
          >
            {view === 'grid' && <div className="h-2" style={{ backgroundColor: category.color }} />}
            <div className="flex items-start gap-3 p-4">
              <span className="text-2xl" aria-hidden="true">
                {category.icon}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {category.name_en}{' '}
                  <span className="text-slate-500" dir="rtl">
                    · {category.name_ar}
                  </span>
                </p>
                {view === 'grid' && (
                  <p className="line-clamp-2 text-sm text-slate-600">{category.description_en}</p>
                )}
                <p className="text-xs text-slate-500">
                  {category.item_count} {itemWord} · order {category.sort_order}
                  {category.is_active ? '' : ' · inactive'}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setEditing(category)}
                className="text-sm font-semibold text-blue-700 hover:underline"
              >
                Edit
              </button>
              <button
                type="button"
                onClick={() => setDeleting(category)}
                className="text-sm font-semibold text-red-700 hover:underline"
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Categories</h1>
          <p className="text-sm text-slate-500">{all.length} categories</p>
        </div>
        <div className="flex gap-2">
          <ViewAndRefresh view={view} onView={setView} onRefresh={() => void refresh()} />
          <button
            type="button"
            onClick={() => setEditing('new')}
            className="inline-flex items-center gap-1 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Category
          </button>
        </div>
      </div>
      <Tabs
        tabs={TYPES.map((name) => ({
          value: name,
          label: `${name === 'ingredient' ? 'Ingredient categories' : 'Recipe categories'} (${
            (name === 'ingredient' ? ingredientCategories : recipeCategories).data?.categories
              .length ?? 0
          })`,
        }))}
        value={type}
        onValueChange={setType}
        label="Category types"
      >
        {TYPES.map((name) => (
          <TabPanel key={name} value={name} className="space-y-4">
            {listing}
          </TabPanel>
        ))}
      </Tabs>
      {editing && (
        <CategoryDialog
          key={editing === 'new' ? 'new' : editing.id}
          type={type}
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            show({ kind: 'success', text: message });
            void refresh();
          }}
        />
      )}
      {deleting &&
        (deleting.item_count > 0 ? (
          <AlertDialog
            title="Delete category"
            cancelLabel="Close"
            onCancel={() => setDeleting(undefined)}
            size="sm"
            testId="delete-category-dialog"
          >
            This category cannot be deleted because it contains {deleting.item_count} {itemWord}.
            Move them to another category first, or make this category inactive to hide it from the
            public site.
          </AlertDialog>
        ) : (
          <AlertDialog
            title="Delete category"
            onCancel={() => setDeleting(undefined)}
            confirmLabel="Delete"
            onConfirm={() => void remove(deleting)}
            size="sm"
            testId="delete-category-dialog"
          >
            Delete “{deleting.name_en}”? This action cannot be undone.
          </AlertDialog>
        ))}
    </div>
  );
}
