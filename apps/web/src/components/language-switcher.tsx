import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from '../i18n/index.ts';
import { LANGUAGE_OPTIONS, languageOption } from '@chhiwat/core';
import { Menu } from './ui/menu.tsx';

/**
 * The header's language dropdown (public-site.md §4), on the kit's menu button (decision 0015):
 * choosing changes the language, which stores it under i18nextLng and sets dir/lang on the document
 * (see i18n/index.ts), then closes the menu and gives focus back to the button.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOption(i18n.resolvedLanguage);
  return (
    <Menu
      button={
        <>
          <span aria-hidden="true">{current.flag}</span>
          <span>{current.name}</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </>
      }
      buttonLabel={`${t('language.choose')}: ${current.name}`}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-lg border border-sand-200 bg-white px-3 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700"
      buttonTestId="language-switcher"
      label={t('language.label')}
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
          onClick={() => void i18n.changeLanguage(option.code)}
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm hover:bg-saffron-100 focus:bg-saffron-100 focus:outline-none"
          data-testid={`language-option-${option.code}`}
        >
          <span aria-hidden="true">{option.flag}</span>
          <span className="flex-1">{option.name}</span>
          {option.code === current.code && <Check className="size-4" aria-hidden="true" />}
        </button>
      ))}
    </Menu>
  );
}
