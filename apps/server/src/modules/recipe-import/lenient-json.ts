/**
 * Reads the JSON of a JSON-LD block the way real pages write it, not the way RFC 8259 wants it:
 * raw control characters inside strings (a description pasted with its line breaks and tabs), a
 * trailing comma, invalid escapes such as `\'`, an HTML comment or CDATA wrapper around the block,
 * a trailing semicolon, several top-level values one after the other. Nothing is evaluated: the
 * text is repaired character by character and then given to JSON.parse.
 */

/** Every value the text holds: one for a well-formed block, none when nothing can be read. */
export function parseLenientJson(text: string): unknown[] {
  const body = unwrap(text);
  if (body === '') return [];
  const whole = tryParse(body);
  if (whole.ok) return [whole.value];
  const repaired = repairJson(body);
  const again = tryParse(repaired);
  if (again.ok) return [again.value];
  // Several values in one block (`{…}{…}` or `{…},{…}`): each is read on its own.
  return splitTopLevel(repaired).flatMap((part) => {
    const parsed = tryParse(part);
    return parsed.ok ? [parsed.value] : [];
  });
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Drops a BOM, `<!-- … -->` and `//<![CDATA[ … //]]>` wrappers and a trailing semicolon. */
function unwrap(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>$/, '')
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .trim()
    .replace(/;+$/, '')
    .trim();
}

const SHORT_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};
const VALID_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);

/**
 * Escapes U+0000–U+001F inside string literals, turns an invalid escape (`\'`, `\é`) into the
 * character itself, and drops a comma that closes an object or array. Outside strings nothing else
 * changes, so a block that is broken in another way stays broken.
 */
export function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (inString) {
      if (char === '"') {
        inString = false;
        out += char;
      } else if (char === '\\') {
        const next = text[i + 1];
        if (next === undefined) {
          out += '\\\\';
        } else if (next === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += '\\\\';
        } else if (VALID_ESCAPES.has(next)) {
          out += char + next;
          i++;
        } else if (next.charCodeAt(0) < 0x20) {
          // A backslash before a raw line break: the break is what was meant.
          out += SHORT_ESCAPES[next] ?? unicodeEscape(next);
          i++;
        } else {
          // An escape JSON does not have (`\\'`, `\\é`): the character itself.
          out += next;
          i++;
        }
      } else if (char.charCodeAt(0) < 0x20) {
        out += SHORT_ESCAPES[char] ?? unicodeEscape(char);
      } else {
        out += char;
      }
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j] as string)) j++;
      if (text[j] !== '}' && text[j] !== ']') out += char;
    } else {
      out += char;
    }
  }
  return out;
}

function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The top-level objects and arrays of a text, in order; what lies between them is dropped. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if ((char === '}' || char === ']') && depth > 0) {
      depth--;
      if (depth === 0) parts.push(text.slice(start, i + 1));
    }
  }
  return parts;
}
