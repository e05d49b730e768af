/** The longest teaser a card keeps: more than its two clamped lines show, at any width. */
export const TEASER_MAX = 140;

const SENTENCE_END = /[.!?؟…](?=\s|$)/u;

/**
 * A description's first sentence, cut at a word and ended with "…" past `max` characters: what
 * a recipe card shows (two lines), so the offline catalogue need not carry every description whole.
 */
export function cardTeaser(description: string, max = TEASER_MAX): string {
  const text = description.trim();
  const end = text.search(SENTENCE_END);
  const sentence = end === -1 ? text : text.slice(0, end + 1);
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,،;:]+$/u, '')}…`;
}
