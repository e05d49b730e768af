import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Runs a delete (an api file's call) and says in a toast how it went: `success`, or the server's
 * message (else `fallback`). Resolves whether it was deleted.
 */
export function useDeleteRequest() {
  const { show } = useToasts();
  return async (send: () => Promise<unknown>, success: string, fallback: string) => {
    try {
      await send();
      show({ kind: 'success', text: success });
      return true;
    } catch (error) {
      show({ kind: 'error', text: error instanceof ApiError ? error.message : fallback });
      return false;
    }
  };
}
