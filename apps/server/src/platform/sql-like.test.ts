import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, likePattern } from './sql-like.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('ras_el_hanout')).toBe('ras\\_el\\_hanout');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('\\%_')).toBe('\\\\\\%\\_');
  });

  it('leaves ordinary text, Arabic included, as it is', () => {
    expect(escapeLike("Crème fraîche, l'ail")).toBe("Crème fraîche, l'ail");
    expect(escapeLike('ليمون مصبر')).toBe('ليمون مصبر');
  });

  it('wraps the term for a substring or a prefix match', () => {
    expect(likePattern('mint', 'contains')).toBe('%mint%');
    expect(likePattern('tagine-', 'prefix')).toBe('tagine-%');
    expect(containsPattern('%')).toBe('%\\%%');
    expect(likePattern('_', 'prefix')).toBe('\\_%');
  });
});
