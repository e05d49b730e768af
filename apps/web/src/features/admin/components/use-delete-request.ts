import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError, apiSend } from '../../../lib/api.ts';

/**
 * Sends a DELETE and says in a toast how it went: `success`, or the server's message (else
 * `fallback`). Resolves whether it was deleted.
 */
export function useDeleteRequest() {
  const { show } = useToasts();
  return async (path: string, success: string, fallback: string) => {
    try {
      await apiSend('DELETE', path);
      show({ kind: 'success', text: success });
      return true;
    } catch (error) {
      show({ kind: 'error', text: error instanceof ApiError ? error.message : fallback });
      return false;
    }
  };
}
