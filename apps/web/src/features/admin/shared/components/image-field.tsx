import { Download, ImagePlus, Link2, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Bucket } from '@chhiwat/core';
import { copyImage, uploadImage } from '../api/images.ts';
import { compressImage } from '../compress-image.ts';

type Status = 'idle' | 'converting' | 'uploading' | 'copying' | 'done';

interface Props {
  bucket: Bucket;
  value: string;
  onChange: (url: string) => void;
  /** Told of each file this field uploaded, so a discarded form can delete it. */
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  /**
   * An imported page's image, still on that site: not loaded here (it would tell that site who is
   * looking), only named, until it is copied.
   */
  notLoaded?: string;
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The image control: upload (compressed in the browser) or a URL; preview; status (back-office.md §4, Image upload). */
export function ImageField({
  bucket,
  value,
  onChange,
  onUploaded,
  onBusyChange,
  notLoaded,
}: Props) {
  const [mode, setMode] = useState<'upload' | 'url'>(
    value && !value.startsWith('/media/') ? 'url' : 'upload',
  );
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string>();
  const [url, setUrl] = useState(value.startsWith('/media/') ? '' : value);

  useEffect(() => {
    onBusyChange(status === 'converting' || status === 'uploading' || status === 'copying');
  }, [status, onBusyChange]);
  useEffect(() => {
    if (status !== 'done') return;
    const timer = setTimeout(() => {
      setStatus('idle');
      setMessage(undefined);
    }, 3000);
    return () => clearTimeout(timer);
  }, [status]);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (files.length > 1) return setMessage('Please select only one image file');
    if (!file.type.startsWith('image/')) return setMessage('Please select a valid image file');
    setMessage(undefined);
    try {
      setStatus('converting');
      const blob = await compressImage(file).catch(() => {
        throw new Error('Failed to optimize image for SEO. Please try a different image.');
      });
      setStatus('uploading');
      const stored = await uploadImage(bucket, blob);
      onUploaded(stored);
      onChange(stored);
      setStatus('done');
      setMessage('Image uploaded');
    } catch (error) {
      setStatus('idle');
      setMessage(`Upload Error: ${error instanceof Error ? error.message : 'Upload failed'}`);
    }
  };

  // another site's image: kept here, so the page does not depend on that site (issue #23)
  const keepCopy = async () => {
    setMessage(undefined);
    setStatus('copying');
    try {
      const stored = await copyImage(bucket, value);
      onUploaded(stored);
      onChange(stored);
      setStatus('done');
      setMessage('Image copied');
    } catch (error) {
      setStatus('idle');
      setMessage(`Copy Error: ${error instanceof Error ? error.message : 'Copy failed'}`);
    }
  };

  const tab = (name: 'upload' | 'url', label: string, Icon: typeof ImagePlus) => (
    <button
      type="button"
      onClick={() => setMode(name)}
      aria-pressed={mode === name}
      className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm ${mode === name ? 'bg-slate-800 text-white' : 'bg-slate-100'}`}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Image</legend>
      <div className="flex gap-2">
        {tab('upload', 'Upload', ImagePlus)}
        {tab('url', 'URL', Link2)}
      </div>
      {value && (
        <div className="flex flex-wrap items-center gap-3">
          {value === notLoaded ? (
            <p
              className="max-w-full text-sm break-all text-slate-700"
              data-testid="image-not-loaded"
            >
              The page's photo, copied here when you save: {value}
            </p>
          ) : (
            <img
              src={value}
              alt="Preview"
              width={80}
              height={80}
              className="size-20 rounded-lg object-cover ring-1 ring-slate-200"
              data-testid="image-preview"
            />
          )}
          <button
            type="button"
            onClick={() => onChange('')}
            className="inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove image
          </button>
          {isExternal(value) && (
            <button
              type="button"
              onClick={() => void keepCopy()}
              disabled={status === 'copying'}
              className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline disabled:opacity-60"
            >
              {status === 'copying' ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <Download className="size-4" aria-hidden="true" />
              )}
              {status === 'copying' ? 'Copying image…' : 'Keep a copy here'}
            </button>
          )}
        </div>
      )}
      {mode === 'upload' ? (
        <label className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-4 text-sm text-slate-600 hover:bg-slate-50">
          {status === 'converting' || status === 'uploading' ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-4" aria-hidden="true" />
          )}
          {status === 'converting'
            ? 'Optimizing image…'
            : status === 'uploading'
              ? 'Uploading image…'
              : 'Choose an image'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => void pick(event.target.files)}
            data-testid="image-file"
          />
        </label>
      ) : (
        <div className="flex gap-2">
          <input
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://…"
            aria-label="Image URL"
            className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="button"
            onClick={() => url.trim() && onChange(url.trim())}
            className="rounded-lg bg-slate-800 px-3 text-sm text-white"
          >
            Use URL
          </button>
        </div>
      )}
      {message && (
        <p role="status" className="text-sm text-slate-700" data-testid="image-status">
          {message}
        </p>
      )}
    </fieldset>
  );
}
