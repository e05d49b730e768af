import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BLOG_COLORS, DEFAULT_BLOG_COLOR } from '@chhiwat/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { useBlogCategories } from './api.ts';

/** back-office.md §9: the 13 suggested category names. */
const SUGGESTIONS = [
  'Cooking Tips',
  'Traditional Recipes',
  'Moroccan Culture',
  'Seasonal Dishes',
  'Health & Nutrition',
  'Kitchen Techniques',
  'Ingredient Spotlight',
  'Food History',
  'Restaurant Reviews',
  'Quick Meals',
  'Desserts',
  'Beverages',
  'Street Food',
];

const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');

/** Blog categories: list with colours and counts, create with palette and suggestions, delete. */
export function BlogCategoriesModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const categories = useBlogCategories();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_BLOG_COLOR);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), 3000);
    return () => clearTimeout(timer);
  }, [message]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'blog-categories'] });

  const create = async () => {
    const clean = name.trim();
    if (!clean) return setMessage({ kind: 'error', text: 'Category name is required' });
    const finalSlug = slug || slugFrom(clean);
    const clash = categories.data?.categories.some(
      (c) => c.name_en.toLowerCase() === clean.toLowerCase() || c.slug === finalSlug.toLowerCase(),
    );
    if (clash)
      return setMessage({ kind: 'error', text: 'A category with this name already exists' });
    try {
      await apiSend('POST', '/api/admin/blog/categories', {
        name: clean,
        slug: finalSlug,
        description,
        color,
      });
      setMessage({ kind: 'success', text: 'Category created successfully!' });
      setName('');
      setSlug('');
      setDescription('');
      await refresh();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'Failed to create category',
      });
    }
  };
  const remove = async (id: number) => {
    try {
      await apiSend('DELETE', `/api/admin/blog/categories/${id}`);
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
      titleAction={
        <button type="button" onClick={onClose} className="rounded-lg px-3 py-1 hover:bg-slate-100">
          Close
        </button>
      }
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
      <div className="space-y-2">
        <label className="block text-sm font-medium">
          Name
          <input
            value={name}
            onChange={(e) => (setName(e.target.value), setSlug(slugFrom(e.target.value)))}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            name="blog-category-name"
          />
        </label>
        <label className="block text-sm font-medium">
          Slug
          <input
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="block text-sm font-medium">
          Description (optional)
          <input
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <div className="flex flex-wrap gap-1" role="group" aria-label="Colour">
          {BLOG_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              aria-label={`Colour ${c}`}
              aria-pressed={color === c}
              onClick={() => setColor(c)}
              className={`size-6 rounded-full ${color === c ? 'ring-2 ring-slate-900 ring-offset-1' : ''}`}
              style={{ backgroundColor: c }}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-1">
          {SUGGESTIONS.map((s) => (
            <button
              key={s}
              type="button"
              onClick={() => (setName(s), setSlug(slugFrom(s)))}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs"
            >
              {s}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => void create()}
          className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white"
        >
          Add Category
        </button>
      </div>
    </Dialog>
  );
}
