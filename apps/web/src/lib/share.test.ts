import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share.ts';

const data = {
  title: 'Lamb tagine',
  text: 'Lamb tagine',
  url: 'https://chhiwat.ma/recipe/lamb-tagine',
};

function device({
  share,
  writeText = vi.fn().mockResolvedValue(undefined),
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  vi.stubGlobal('navigator', { share, clipboard: { writeText } });
  return { writeText };
}

afterEach(() => vi.unstubAllGlobals());

describe('shareOrCopy', () => {
  it('uses the device share sheet when there is one, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const { writeText } = device({ share });
    await expect(shareOrCopy(data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the device cannot share', async () => {
    const { writeText } = device({});
    await expect(shareOrCopy(data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('copies the text when there is no link (the shopping list)', async () => {
    const { writeText } = device({});
    await expect(shareOrCopy({ title: 'List', text: '• onions — 2' })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('• onions — 2');
  });

  it('does not copy behind the back of a visitor who closed the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const { writeText } = device({ share });
    await expect(shareOrCopy(data)).resolves.toBe('failed');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    const { writeText } = device({ share });
    await expect(shareOrCopy(data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('says it failed when copying fails too', async () => {
    device({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await expect(shareOrCopy(data)).resolves.toBe('failed');
  });
});
