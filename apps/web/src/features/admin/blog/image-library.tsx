import { useQueryClient } from '@tanstack/react-query';
import { Copy, LayoutGrid, List, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog, Dialog } from '../../../components/ui/dialog.tsx';
import { ToastProvider, useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';
import { formatBytes, useLibrary, type LibraryImage } from './api.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT_MB = 0.5;

/** The client-side checks of the blog uploader (the server checks again). */
export function uploadProblem(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type))
    return `File type ${file.type || 'unknown'} is not supported. Please use JPEG, PNG, or WebP.`;
  if (file.size > LIMIT_MB * 1024 * 1024)
    return `File size (${(file.size / 1024 / 1024).toFixed(2)}MB) exceeds the limit of ${LIMIT_MB}MB.`;
  return undefined;
}

/** The blog image library, as a page or as a picker inside the editor (back-office.md §2.9). */
export function ImageLibrary({ onSelect }: { onSelect?: (url: string) => void }) {
  // As a picker it sits in a modal dialog, which makes the page's toasts inert and hides them
  if (onSelect)
    return (
      <ToastProvider>
        <Library onSelect={onSelect} />
      </ToastProvider>
    );
  return <Library />;
}

function Library({ onSelect }: { onSelect?: (url: string) => void }) {
  const queryClient = useQueryClient();
  const library = useLibrary();
  const { show } = useToasts();
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploaderOpen, setUploaderOpen] = useState(false);
  const [confirm, setConfirm] = useState<string[]>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'library'] });

  const all = library.data?.images ?? [];
  const shown = all.filter((image) =>
    image.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const totalSize = all.reduce((sum, image) => sum + image.size, 0);

  const upload = async (files: FileList | File[]) => {
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        show({ kind: 'error', text: problem });
        continue;
      }
      const response = await fetch('/api/admin/images/blog-images', {
        method: 'POST',
        headers: { 'content-type': file.type },
        body: file,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      show(
        response.ok
          ? { kind: 'success', text: 'Image uploaded successfully!' }
          : { kind: 'error', text: body.error?.message ?? 'Failed to upload image' },
      );
    }
    setUploaderOpen(false);
    await refresh();
  };

  const remove = async (names: string[]) => {
    try {
      for (const name of names) await apiSend('DELETE', `/api/admin/images/blog-images/${name}`);
      show({
        kind: 'success',
        text:
          names.length === 1
            ? 'Image deleted successfully!'
            : `${names.length} images deleted successfully!`,
      });
      setSelected(new Set());
    } catch (error) {
      show({
        kind: 'error',
        text:
          error instanceof ApiError
            ? error.message
            : names.length === 1
              ? 'Failed to delete image'
              : 'Failed to delete images',
      });
    } finally {
      setConfirm(undefined);
      await refresh();
    }
  };

  const copy = async (image: LibraryImage) => {
    try {
      await navigator.clipboard.writeText(new URL(image.url, window.location.origin).toString());
      show({ kind: 'success', text: 'Image URL copied to clipboard!' });
    } catch {
      show({ kind: 'error', text: 'Failed to copy URL' });
    }
  };

  const toggle = (name: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <div className="space-y-3" data-testid="image-library">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search images..."
          aria-label="Search images"
          className="min-w-48 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button
          type="button"
          onClick={() => setView(view === 'grid' ? 'list' : 'grid')}
          aria-label={view === 'grid' ? 'List view' : 'Grid view'}
          className="rounded-lg border border-slate-300 p-2"
        >
          {view === 'grid' ? (
            <List className="size-4" aria-hidden="true" />
          ) : (
            <LayoutGrid className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={() => void refresh()}
          aria-label="Refresh"
          className="rounded-lg border border-slate-300 p-2"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => setUploaderOpen(true)}
          className="inline-flex items-center gap-1 rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold text-white"
        >
          <Upload className="size-4" aria-hidden="true" />
          Upload Images
        </button>
        {selected.size > 0 && (
          <button
            type="button"
            onClick={() => setConfirm([...selected])}
            className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white"
          >
            Delete ({selected.size})
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600" data-testid="library-counters">
        Total: {all.length} · Showing: {shown.length} · Selected: {selected.size} · Total size:{' '}
        {formatBytes(totalSize)}
      </p>
      {library.isError && (
        <p role="alert">
          Failed to load images.{' '}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            Try Again
          </button>
        </p>
      )}
      {library.data && shown.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
          {all.length
            ? 'No images found. Try adjusting your search query'
            : 'No images uploaded. Upload your first image to get started'}
        </p>
      )}
      <ul
        className={
          view === 'grid'
            ? 'grid grid-cols-2 gap-3 md:grid-cols-4'
            : 'divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200'
        }
      >
        {shown.map((image) => (
          <li
            key={image.name}
            className={
              view === 'grid'
                ? 'rounded-xl bg-white p-2 ring-1 ring-slate-200'
                : 'flex items-center gap-3 p-2'
            }
            data-testid={`library-image-${image.name}`}
          >
            <img
              src={image.url}
              alt={image.name}
              width={160}
              height={120}
              loading="lazy"
              className={
                view === 'grid'
                  ? 'aspect-[4/3] w-full rounded-lg object-cover'
                  : 'size-12 rounded object-cover'
              }
            />
            <div className="min-w-0 flex-1 text-xs">
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={selected.has(image.name)}
                  onChange={() => toggle(image.name)}
                  aria-label={`Select ${image.name}`}
                />
                <span className="truncate">{image.name}</span>
              </label>
              <p className="text-slate-500">
                {formatBytes(image.size)} · {image.mime_type || 'image'} ·{' '}
                {new Date(image.created_at).toLocaleDateString('en-GB')}
              </p>
              <div className="mt-1 flex gap-2">
                {onSelect && (
                  <button
                    type="button"
                    onClick={() => onSelect(image.url)}
                    className="font-semibold text-blue-700"
                  >
                    Select
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => void copy(image)}
                  className="inline-flex items-center gap-0.5"
                  aria-label={`Copy URL of ${image.name}`}
                >
                  <Copy className="size-3" aria-hidden="true" /> Copy URL
                </button>
                <button
                  type="button"
                  onClick={() => setConfirm([image.name])}
                  className="inline-flex items-center gap-0.5 text-red-700"
                  aria-label={`Delete ${image.name}`}
                >
                  <Trash2 className="size-3" aria-hidden="true" />
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {uploaderOpen && (
        <Dialog
          title="Upload Blog Images"
          onOpenChange={setUploaderOpen}
          footer={
            <button
              type="button"
              onClick={() => setUploaderOpen(false)}
              className="rounded-lg px-4 py-2 hover:bg-slate-100"
            >
              Close
            </button>
          }
        >
          <label
            className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 p-8 text-sm text-slate-600 focus-within:ring-2 focus-within:ring-blue-700"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              void upload([...event.dataTransfer.files]);
            }}
          >
            Drop images here or click to upload
            <span className="text-xs">JPEG, PNG or WebP, up to 0.5 MB</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              onChange={(event) => event.target.files && void upload(event.target.files)}
              data-testid="library-file"
            />
          </label>
        </Dialog>
      )}
      {confirm && (
        <AlertDialog
          title={confirm.length === 1 ? 'Delete Image' : 'Delete Images'}
          confirmLabel="Delete"
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => void remove(confirm)}
        >
          {confirm.length === 1
            ? `Are you sure you want to delete "${confirm[0]}"? This action cannot be undone.`
            : `Are you sure you want to delete ${confirm.length} images? This action cannot be undone.`}
        </AlertDialog>
      )}
    </div>
  );
}
