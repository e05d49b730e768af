import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, previewText } from './recipe-preview-modal.tsx';

describe('previewText (the modal cuts instructions at 150 characters)', () => {
  it('is 150 characters', () => {
    expect(PREVIEW_LENGTH).toBe(150);
  });

  it('keeps a short text whole, on one line', () => {
    expect(previewText('Brown the lamb.\n\n  Add the   onions.\n')).toBe(
      'Brown the lamb. Add the onions.',
    );
  });

  it('keeps a text of exactly 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(previewText(text)).toBe(text);
  });

  it('cuts a longer text at 150 characters and marks the cut', () => {
    const text = 'b'.repeat(151);
    expect(previewText(text)).toBe(`${'b'.repeat(150)}…`);
  });

  it('leaves no space before the ellipsis when the cut falls after a word', () => {
    const text = `${'c'.repeat(149)} and more words`;
    expect(previewText(text)).toBe(`${'c'.repeat(149)}…`);
  });

  it('counts characters after folding line breaks', () => {
    const text = `${'d'.repeat(100)}\n\n\n${'e'.repeat(49)}`;
    expect(previewText(text)).toBe(`${'d'.repeat(100)} ${'e'.repeat(49)}`);
  });
});
