/**
 * French elision where code puts a word after « de »: « d'huile », « d'olives noires », « d'ail »,
 * but « de farine », « de haricots » (an aspirated h) and « de yaourt ». Catalogue names carry no
 * article, so « de » + name is all a text needs: « au lieu d'olives noires », « 2 gousses d'ail ».
 */
const VOWEL = /^[aàâäeéèêëiîïoôöuùûüœæ]/i;
/** The words of the catalogue and the kitchen whose h is silent; every other h is aspirated. */
const SILENT_H = /^(huile|herbe|huître|hiver|heure|hôtel)/i;

/** Whether « de », « que », « le » lose their vowel before this word. */
export function elidesBefore(word: string): boolean {
  const text = word.trimStart();
  return VOWEL.test(text) || SILENT_H.test(text);
}

/** « de » and the word, elided where French elides: « d'huile d'olive », « de persil ». */
export function frenchDe(word: string): string {
  return elidesBefore(word) ? `d'${word.trimStart()}` : `de ${word}`;
}
