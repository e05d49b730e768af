import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, languageOption } from '@chhiwat/core';

/**
 * The header's language dropdown (public-site.md §4): choosing changes the language, which stores
 * it under i18nextLng and sets dir/lang on the document (see i18n/index.ts), then closes the menu.
 * Hand-written menu button (docs/decisions/0003): every public page loads it, a menu library costs
 * ~30 KB gzipped of the first load.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOption(i18n.resolvedLanguage);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    container.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [
      ...(container.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('language.choose')}: ${current.name}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'ArrowDown' && (event.preventDefault(), setOpen(true))}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
        data-testid="language-switcher"
      >
        <span aria-hidden="true">{current.flag}</span>
        <span>{current.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          onKeyDown={onMenuKey}
          className="absolute end-0 z-50 mt-1 min-w-40 rounded-lg border border-sand-200 bg-white p-1 shadow-lg"
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <button
              key={option.code}
              type="button"
              role="menuitemradio"
              aria-checked={option.code === current.code}
              lang={option.code}
              tabIndex={-1}
              onClick={() => {
                void i18n.changeLanguage(option.code);
                close();
              }}
              className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm hover:bg-saffron-100 focus:bg-saffron-100 focus:outline-none"
              data-testid={`language-option-${option.code}`}
            >
              <span aria-hidden="true">{option.flag}</span>
              <span className="flex-1">{option.name}</span>
              {option.code === current.code && <Check className="size-4" aria-hidden="true" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
