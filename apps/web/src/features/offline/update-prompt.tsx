import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { applyUpdate } from './service-worker-client.ts';

/**
 * "A new version is ready — refresh" (issue #21): a toast under the header, clear of the sticky
 * bar at the bottom. Loaded only once a new build waits; Refresh hands over to it and reloads.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div
      data-testid="update-prompt"
      className="fixed inset-x-0 top-16 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-xl border border-sand-200 bg-white py-2 ps-4 pe-2 shadow-lg print:hidden"
    >
      <p className="text-sm font-medium">{t('offline.updateReady')}</p>
      <Button onClick={applyUpdate} shape="rounded">
        {t('offline.refresh')}
      </Button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('offline.later')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
