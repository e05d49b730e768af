import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the id of a request', () => {
  it('is the one sent when it is 1 to 128 letters, digits, dots, underscores, colons or dashes', () => {
    for (const sent of ['a', 'Req-42', 'lb.7f3a:trace_1', 'x'.repeat(128), crypto.randomUUID()])
      expect(requestIdFor(sent)).toBe(sent);
  });

  it('is a new UUID when none was sent, or one not safe to log and echo as it is', () => {
    const refused = [
      undefined,
      '',
      'x'.repeat(129),
      'two words',
      'a,b',
      'id"quoted"',
      '<script>',
      'line\nbreak',
      'café',
      '../etc/passwd',
    ];
    for (const sent of refused) expect(requestIdFor(sent)).toMatch(UUID);
  });

  it('is a new one for a repeated header, which Node hands over joined or as a list', () => {
    expect(requestIdFor('first, second')).toMatch(UUID);
    expect(requestIdFor(['first', 'second'])).toMatch(UUID);
  });

  it('is never the same twice when made', () => {
    const made = new Set(Array.from({ length: 1000 }, () => requestIdFor(undefined)));
    expect(made.size).toBe(1000);
  });
});
