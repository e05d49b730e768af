/** Where a search term may sit in the text a LIKE pattern matches. */
export type LikeMatch = 'contains' | 'prefix';

/**
 * The term with LIKE's wildcards (% and _) and its escape character (\) escaped, so it matches
 * itself only. Backslash is PostgreSQL's default LIKE escape, and bound parameters reach the
 * server as they are, so no `escape` clause is needed.
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching text that contains the term, or starts with it. */
export function likePattern(term: string, match: LikeMatch): string {
  const literal = escapeLike(term);
  return match === 'contains' ? `%${literal}%` : `${literal}%`;
}

export const containsPattern = (term: string) => likePattern(term, 'contains');
