import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';
import { deleteBlogCategory, useBlogCategories } from './api.ts';
import { BlogCategoryForm } from './blog-category-form.tsx';

/** Blog categories: list with colours and counts, create with palette and suggestions, delete. */
export function BlogCategoriesModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const categories = useBlogCategories();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), 3000);
    return () => clearTimeout(timer);
  }, [message]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog-categories'] });

  const remove = async (id: number) => {
    try {
      await deleteBlogCategory(id);
      setMessage({ kind: 'success', text: 'Category deleted successfully!' });
      await refresh();
    } catch {
      setMessage({ kind: 'error', text: 'Failed to delete category' });
    }
  };

  return (
    <Dialog
      title="Blog Categories"
      onOpenChange={onClose}
      size="xl"
      testId="blog-categories"
      titleAction={<DialogCloseButton onClose={onClose} />}
    >
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg p-2 text-sm ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {message.text}
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {categories.data?.categories.map((c) => (
          <li
            key={c.id}
            className="flex items-center gap-2 p-2 text-sm"
            data-testid={`blog-category-${c.slug}`}
          >
            <span
              className="size-4 rounded-full"
              style={{ backgroundColor: c.color }}
              aria-hidden="true"
            />
            <span className="flex-1">
              {c.icon} {c.name_en} <span className="text-slate-500">({c.post_count})</span>
            </span>
            <button
              type="button"
              onClick={() => void remove(c.id)}
              className="text-red-700"
              aria-label={`Delete ${c.name_en}`}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      <BlogCategoryForm
        existing={categories.data?.categories ?? []}
        onCreated={refresh}
        onMessage={(kind, text) => setMessage({ kind, text })}
      />
    </Dialog>
  );
}
