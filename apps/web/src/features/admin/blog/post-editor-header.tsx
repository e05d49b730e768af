import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from '../../../router/index.ts';
import { publicPaths, type SavedPostResponse } from '@chhiwat/core';

const OUTLINE = 'rounded-lg border border-slate-300 px-3 py-2';

interface Props {
  editing: boolean;
  stored: SavedPostResponse['post'] | undefined;
  dirty: boolean;
  autoSaving: boolean;
  lastSaved: Date | undefined;
  busy: boolean;
  onSave: () => void;
  onSwitchStatus: () => void;
  onDelete: () => void;
}

/** Back link, title, status badge, save state and the editor's buttons (back-office.md §2.8). */
export function PostEditorHeader({
  editing,
  stored,
  dirty,
  autoSaving,
  lastSaved,
  busy,
  onSave,
  onSwitchStatus,
  onDelete,
}: Props) {
  const published = stored?.status === 'published';
  const saveState = autoSaving
    ? 'Auto-saving...'
    : dirty
      ? 'Unsaved changes'
      : lastSaved
        ? `Last saved: ${lastSaved.toLocaleTimeString('en-GB')}`
        : '';
  return (
    <header className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-3">
        <Link
          to="/admin/blog"
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
        </Link>
        <h1 className="text-2xl font-bold">{editing ? 'Edit Post' : 'New Post'}</h1>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {published ? 'Published' : 'Draft'}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500">
          {dirty && !autoSaving && <span aria-hidden="true">• </span>}
          <span data-testid="save-state">{saveState}</span>
        </span>
        {stored && published && (
          <a
            href={publicPaths.blogPost(stored.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 ${OUTLINE}`}
          >
            <ExternalLink className="size-4" aria-hidden="true" /> View
          </a>
        )}
        <button
          type="button"
          disabled={busy || (!dirty && editing)}
          onClick={onSave}
          className={`${OUTLINE} disabled:opacity-50`}
        >
          {published ? 'Save' : 'Save Draft'}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onSwitchStatus}
          className={
            published ? OUTLINE : 'rounded-lg bg-emerald-700 px-3 py-2 font-semibold text-white'
          }
        >
          {published ? 'Unpublish' : 'Publish'}
        </button>
        {editing && (
          <button
            type="button"
            onClick={onDelete}
            className="rounded-lg px-3 py-2 text-red-700 hover:bg-red-50"
          >
            Delete
          </button>
        )}
      </div>
    </header>
  );
}
