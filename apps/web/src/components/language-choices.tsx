import { LANGUAGE_OPTIONS, languageOption } from '@chhiwat/core';
import { useTranslation } from '../i18n/index.ts';

/**
 * The three languages as buttons side by side: the phone menu's language choice, where the
 * header's dropdown has no room (issue #39). Choosing does what the dropdown does (stores the
 * choice, sets dir and lang); the menu stays open so focus stays on the button pressed.
 */
export function LanguageChoices() {
  const { t, i18n } = useTranslation();
  const current = languageOption(i18n.resolvedLanguage);
  return (
    <div role="group" aria-label={t('language.label')} className="flex flex-wrap gap-2">
      {LANGUAGE_OPTIONS.map((option) => {
        const chosen = option.code === current.code;
        return (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            aria-pressed={chosen}
            onClick={() => void i18n.changeLanguage(option.code)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium ${
              chosen
                ? 'border-saffron-700 bg-saffron-100 text-saffron-800'
                : 'border-sand-200 bg-white text-stone-700 hover:bg-sand-100'
            }`}
            data-testid={`menu-language-${option.code}`}
          >
            <span aria-hidden="true">{option.flag}</span>
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
