import { useQueryClient } from '@tanstack/react-query';
import { Images, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../router/index.ts';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { Pager } from '../shared/components/pager.tsx';
import { RowAction } from '../shared/components/row-actions.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { useDeleteRequest } from '../shared/use-delete-request.ts';
import { RefreshButton } from '../shared/components/toolbar.tsx';
import { deletePost, useBlogCategories, usePosts, type AdminPostRow } from './api.ts';
import { BlogCategoriesModal } from './blog-categories-modal.tsx';

/** The blog list (back-office.md §2.8): filters with counts, a 3-column grid, 12 a page. */
export function AdminBlogListPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ search: '', status: 'all', category: 'all', page: 1 });
  const posts = usePosts(filters);
  const categories = useBlogCategories();
  const deleteRequest = useDeleteRequest();
  const [showCategories, setShowCategories] = useState(false);
  const [deleting, setDeleting] = useState<AdminPostRow>();
  const filter = (change: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'posts'] });
  const pages = posts.data?.pagination.pages ?? 1;
  const first = Math.max(1, Math.min(filters.page - 2, pages - 4));
  const buttons = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);

  const remove = async (post: AdminPostRow) => {
    const deleted = await deleteRequest(
      () => deletePost(post.id),
      'Post deleted successfully!',
      'Failed to delete blog post',
    );
    setDeleting(undefined);
    if (deleted) await refresh();
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold">Blog</h1>
        <div className="flex flex-wrap gap-2">
          <RefreshButton onRefresh={() => void refresh()} />
          <Link
            to="/admin/blog/images"
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <Images className="size-4" aria-hidden="true" /> Images
          </Link>
          <button
            type="button"
            onClick={() => setShowCategories(true)}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <Tags className="size-4" aria-hidden="true" /> Categories
          </button>
          <Link
            to="/admin/blog/new"
            className="inline-flex items-center gap-1 rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold text-white"
          >
            <Plus className="size-4" aria-hidden="true" /> New Post
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <SearchInput
          value={filters.search}
          onChange={(search) => filter({ search })}
          placeholder="Search posts"
          label="Search posts"
          inline
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => filter({ status })}
        >
          <option value="all">All statuses</option>
          <option value="published">Published ({posts.data?.counts.status.published ?? 0})</option>
          <option value="draft">Draft ({posts.data?.counts.status.draft ?? 0})</option>
        </FilterSelect>
        <FilterSelect
          label="Category"
          value={filters.category}
          onChange={(category) => filter({ category })}
        >
          <option value="all">All categories</option>
          {categories.data?.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name_en} ({c.post_count})
            </option>
          ))}
        </FilterSelect>
      </div>
      {posts.isError && <p role="alert">Failed to load blog posts</p>}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="admin-post-list">
        {posts.data?.posts.map((post) => (
          <li
            key={post.id}
            className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200"
            data-testid={`admin-post-${post.slug}`}
          >
            <p className="text-xs">
              <span
                className={`rounded px-2 py-0.5 ${post.status === 'published' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100'}`}
              >
                {post.status}
              </span>
              {post.category && <span className="ms-1 text-slate-500">{post.category}</span>}
            </p>
            <p className="mt-2 font-semibold">{post.title_en}</p>
            <p className="line-clamp-2 flex-1 text-sm text-slate-600">{post.excerpt_en}</p>
            <div className="mt-3 flex gap-3 text-sm">
              <Link to={`/admin/blog/edit/${post.id}`} className="font-semibold text-blue-700">
                Edit
              </Link>
              {post.status === 'published' && (
                <a
                  href={`/blog/${post.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-slate-700"
                >
                  View
                </a>
              )}
              <RowAction tone="danger" onClick={() => setDeleting(post)}>
                Delete
              </RowAction>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        label="Pages"
        page={filters.page}
        pages={buttons}
        hasNext={filters.page < pages}
        onPage={(page) => filter({ page })}
      />
      {showCategories && <BlogCategoriesModal onClose={() => setShowCategories(false)} />}
      {deleting && (
        <AlertDialog
          title="Delete post"
          confirmLabel="Delete"
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        >
          Delete “{deleting.title_en}”? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}

/** A drop-down that filters the post list. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="rounded-lg border border-slate-300 px-2"
    >
      {children}
    </select>
  );
}

export function BlogImagesPage({ children }: { children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <Link to="/admin/blog" className="text-sm font-semibold text-blue-700">
        ← Back to the blog
      </Link>
      <h1 className="text-2xl font-bold">Blog Images</h1>
      {children}
    </div>
  );
}
