import { LANGUAGES, type Language, type RecipeDraft } from '@chhiwat/core';

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'Arabic', fr: 'French', en: 'English' };

function hostOf(url: string | null) {
  try {
    return url ? new URL(url).host : undefined;
  } catch {
    return undefined;
  }
}

/** Where an imported recipe came from, and which of its fields are still to write. */
export function ImportNotice({
  draft,
  textLanguage,
}: {
  draft: RecipeDraft;
  textLanguage: Language;
}) {
  const host = hostOf(draft.sourceUrl);
  const others = LANGUAGES.filter((code) => code !== textLanguage)
    .map((code) => LANGUAGE_NAMES[code])
    .join(' and ');
  const where =
    draft.language === textLanguage
      ? `The page is in ${LANGUAGE_NAMES[textLanguage]}: write the ${others} title and text.`
      : draft.language
        ? `The page is in “${draft.language}”: its text is in the English fields, to translate into English, French and Arabic.`
        : `The page does not say its language: its text is in the English fields, to check and translate.`;
  return (
    <div
      role="note"
      className="space-y-1 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200"
      data-testid="import-notice"
    >
      <p className="font-semibold">Imported{host ? ` from ${host}` : ''}: not saved yet.</p>
      <p>{where}</p>
      <p>Check every field; the page is credited as the source on the recipe.</p>
      <p>It opens as a draft: publish it once its steps are written in all three languages.</p>
    </div>
  );
}
