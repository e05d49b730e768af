/** Shares through the device (Web Share) when it can, else copies; says which happened. */
export async function shareOrCopy(data: {
  title: string;
  text?: string;
  url?: string;
}): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to do, and no copy behind their back.
      if (error instanceof DOMException && error.name === 'AbortError') return 'failed';
    }
  }
  try {
    // The fallback copies the link when there is one (a page), else the text (a list).
    await navigator.clipboard.writeText(data.url ?? data.text ?? '');
    return 'copied';
  } catch {
    return 'failed';
  }
}
