import { useQueryClient } from '@tanstack/react-query';
import { Copy, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ToastProvider, useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteImage, useLibrary, type LibraryImage } from '../shared/api/images.ts';
import { ItemList } from '../shared/components/item-list.tsx';
import { SearchInput } from '../shared/components/search-input.tsx';
import { ViewAndRefresh } from '../shared/components/toolbar.tsx';
import { formatBytes } from './api.ts';
import { ImageUploadDialog } from './image-uploader.tsx';

const IMAGE_ROW = {
  grid: 'rounded-xl bg-white p-2 ring-1 ring-slate-200',
  list: 'flex items-center gap-3 p-2',
};
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

  const remove = async (names: string[]) => {
    try {
      for (const name of names) await deleteImage('blog-images', name);
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
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search images..."
          label="Search images"
          inline
        />
        <ViewAndRefresh view={view} onView={setView} onRefresh={() => void refresh()} />
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
      <ItemList view={view} grid="grid grid-cols-2 gap-3 md:grid-cols-4">
        {shown.map((image) => (
          <li
            key={image.name}
            className={IMAGE_ROW[view]}
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
                <IconButton
                  onClick={() => setConfirm([image.name])}
                  className="inline-flex items-center gap-0.5 text-red-700"
                  label={`Delete ${image.name}`}
                >
                  <Trash2 className="size-3" aria-hidden="true" />
                </IconButton>
              </div>
            </div>
          </li>
        ))}
      </ItemList>
      {uploaderOpen && (
        <ImageUploadDialog onClose={() => setUploaderOpen(false)} onUploaded={refresh} />
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
