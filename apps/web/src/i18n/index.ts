export {
  LanguageProvider,
  useTranslation,
  usePagesText,
  useTranslationWith,
  type LanguageState,
  type Translate,
} from './context.tsx';
export {
  applyToDocument,
  chosenLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  languageInQuery,
  rememberLanguage,
  storedLanguage,
  textDirection,
} from './language.ts';
export type { TextTree } from './translate.ts';
