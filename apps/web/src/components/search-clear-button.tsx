import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../i18n/index.ts';

/**
 * The one clear button of a public search field, drawn at its end inside a `relative` box (the
 * browser's own is hidden in styles.css, so a field never shows two). It gives the focus back to
 * the field, since it disappears with the text it cleared.
 */
export function SearchClearButton({
  input,
  onClear,
  testId,
}: {
  input: RefObject<HTMLInputElement | null>;
  onClear: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => {
        onClear();
        input.current?.focus();
      }}
      aria-label={t('home.clearSearch')}
      className="absolute end-1 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-stone-600 hover:bg-sand-100"
      data-testid={testId}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
