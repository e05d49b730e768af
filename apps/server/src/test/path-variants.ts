/**
 * Other spellings of one request path that a router might decode or normalise to the same route:
 * percent-encoded letters and separators, doubled slashes, dot segments, a trailing slash, other
 * letter cases and backslashes. The guard tests send every one of them to every guarded route.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const each = (change: (segment: string) => string) =>
    segments.map((_, i) => join(segments.map((s, j) => (i === j ? change(s) : s))));
  const boundaries = (separator: string) =>
    segments.slice(1).map((_, i) => {
      const at = i + 1;
      return `/${segments.slice(0, at).join('/')}${separator}${segments.slice(at).join('/')}`;
    });
  const variants = [
    path,
    ...each((s) => encodeFirstLetter(s, 'upper')),
    ...each((s) => encodeFirstLetter(s, 'lower')),
    ...each((s) => encodeLastLetter(s)),
    join(segments.map(encodeEveryLetter)),
    ...boundaries('%2F'),
    ...boundaries('%2f'),
    ...boundaries('//'),
    ...boundaries('/./'),
    ...boundaries('/x/../'),
    ...boundaries('/%2e/'),
    ...boundaries('/%2E%2E/'),
    ...boundaries('\\'),
    ...boundaries('%5C'),
    `/${path}`,
    `${path}/`,
    `${path}//`,
    `${path}/.`,
    `${path}%2F`,
    `${path}?x=1`,
    `${path}#x`,
    path.toUpperCase(),
    ...each((s) => s.toUpperCase()),
    ...each(capitalise),
  ];
  return [...new Set(variants)];
}

const hex = (character: string, letterCase: 'upper' | 'lower') => {
  const code = character.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${letterCase === 'upper' ? code.toUpperCase() : code.toLowerCase()}`;
};

function encodeFirstLetter(segment: string, letterCase: 'upper' | 'lower') {
  const at = segment.search(/[A-Za-z0-9]/);
  return at < 0
    ? segment
    : `${segment.slice(0, at)}${hex(segment.charAt(at), letterCase)}${segment.slice(at + 1)}`;
}

function encodeLastLetter(segment: string) {
  const last = segment.length - 1;
  return last < 0 ? segment : `${segment.slice(0, last)}${hex(segment.charAt(last), 'upper')}`;
}

const encodeEveryLetter = (segment: string) =>
  segment.replace(/[A-Za-z0-9-]/g, (character) => hex(character, 'upper'));

const capitalise = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);
