import { TextAreaField, TextField } from './text-fields.tsx';

const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'French', dir: 'ltr' },
  { code: 'ar', label: 'Arabic', dir: 'rtl' },
] as const;

interface Props {
  /** The fields are `${prefix}_en`, `${prefix}_fr` and `${prefix}_ar`. */
  prefix: string;
  /** Follows the language's name, e.g. "name" → "English name". */
  label: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  className?: string;
}

/** One text in the three languages; the Arabic one is typed right to left. */
export function TrilingualFields({ prefix, label, multiline, rows, maxLength, className }: Props) {
  return LANGUAGES.map(({ code, label: language, dir }) => {
    const field = {
      name: `${prefix}_${code}`,
      label: `${language} ${label}`,
      dir,
      lang: code,
      maxLength,
      className,
    };
    return multiline ? (
      <TextAreaField key={code} rows={rows} {...field} />
    ) : (
      <TextField key={code} {...field} />
    );
  });
}
