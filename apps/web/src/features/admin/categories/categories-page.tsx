import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { normalizeSearchText, type CategoryType } from '@chhiwat/core';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { EmptyState, ItemList } from '../shared/components/item-list.tsx';
import { RowActions } from '../shared/components/row-actions.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { useDeleteRequest } from '../shared/use-delete-request.ts';
import { ListPageHeader } from '../shared/components/toolbar.tsx';
import {
  deleteCategory,
  useAdminCategories,
  type AdminCategory,
} from '../shared/api/categories.ts';
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
  const deleteRequest = useDeleteRequest();
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
    const deleted = await deleteRequest(
      () => deleteCategory(type, category.id),
      'Category deleted successfully',
      'Failed to delete category',
    );
    setDeleting(undefined);
    if (deleted) await refresh();
  };

  // the selected type's panel: search, messages and the categories
  const listing = (
    <>
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder="Search categories"
        label="Search categories"
      />
      {current.isError && (
        <p role="alert">
          Error loading {type} categories: {current.error.message}
        </p>
      )}
      {current.data && shown.length === 0 && (
        <EmptyState>
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
        </EmptyState>
      )}
      <ItemList view={view}>
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
              <RowActions
                onEdit={() => setEditing(category)}
                onDelete={() => setDeleting(category)}
              />
            </div>
          </li>
        ))}
      </ItemList>
    </>
  );

  return (
    <div className="space-y-4">
      <ListPageHeader
        title="Categories"
        view={view}
        onView={setView}
        onRefresh={() => void refresh()}
        addLabel="Add Category"
        onAdd={() => setEditing('new')}
      >
        <p className="text-sm text-slate-500">{all.length} categories</p>
      </ListPageHeader>
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
