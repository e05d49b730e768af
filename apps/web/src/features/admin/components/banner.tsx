import { X } from 'lucide-react';
import { useEffect, useState } from 'react';

export interface BannerMessage {
  kind: 'success' | 'error';
  text: string;
}

/** Success and error banners: dismissible, and gone by themselves after 5 seconds (back-office.md §9). */
export function useBanner() {
  const [banner, setBanner] = useState<BannerMessage>();
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(undefined), 5000);
    return () => clearTimeout(timer);
  }, [banner]);
  return { banner, show: setBanner, close: () => setBanner(undefined) };
}

export function Banner({
  banner,
  onClose,
}: {
  banner: BannerMessage | undefined;
  onClose: () => void;
}) {
  if (!banner) return null;
  const colours =
    banner.kind === 'success' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900';
  return (
    <div
      role={banner.kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg p-3 text-sm ${colours}`}
      data-testid="banner"
    >
      <p className="flex-1">{banner.text}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss"
        className="rounded p-0.5 hover:bg-black/5"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
