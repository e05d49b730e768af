import { useTranslation } from '../../i18n/index.ts';
import { useOnline } from '../../lib/use-online.ts';
import { useKeptSubset } from './kept-subset.ts';

/**
 * "You are offline — showing saved recipes" under the header while the network is gone (issue #21);
 * when the device keeps fewer recipes than the catalogue has, it says how many offline search
 * covers (issue #42). The live region is there from the first render, empty and without height, so
 * the server's page hydrates unchanged and a screen reader hears the text when it is added.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const kept = useKeptSubset(!online);
  return (
    <div role="status" className="print:hidden">
      {!online && (
        <p
          data-testid="offline-banner"
          className="bg-majorelle-700 px-4 py-2 text-center text-sm font-medium text-white"
        >
          {kept === undefined ? t('offline.banner') : t('offline.keptSubset', { count: kept })}
        </p>
      )}
    </div>
  );
}
