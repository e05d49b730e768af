/** The sizes `--scale` names: `10k`, `100k`, `1M` (or any count, `250k`, `50000`), comma-separated. */

export const DEFAULT_SCALE = '100k';

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000 };

/** `100k` → 100000; throws on anything else, naming the value. */
export function parseScale(text: string): number {
  const match = /^(\d+)([km]?)$/i.exec(text.trim());
  const count = match ? Number(match[1]) * (MULTIPLIERS[(match[2] ?? '').toLowerCase()] ?? 0) : 0;
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`--scale: "${text}" is not a size such as 10k, 100k or 1M`);
  return count;
}

/** `10k,100k` → [10000, 100000], in the order given, without repeats. */
export function parseScales(text: string | undefined): number[] {
  return [...new Set((text ?? DEFAULT_SCALE).split(',').filter(Boolean).map(parseScale))];
}

/** 100000 → `100k`, 1000000 → `1M`, 2500 → `2500`. */
export function scaleLabel(count: number): string {
  if (count % 1_000_000 === 0) return `${count / 1_000_000}M`;
  if (count % 1_000 === 0) return `${count / 1_000}k`;
  return String(count);
}

/**
 * The value of `--scale` (or `--scale=…`) in argv: the next argument unless it is another flag
 * (then the default), undefined when the flag is absent.
 */
export function scaleArgument(argv: readonly string[]): string | undefined {
  const joined = argv.find((arg) => arg.startsWith('--scale='));
  if (joined) return joined.slice('--scale='.length) || DEFAULT_SCALE;
  const at = argv.indexOf('--scale');
  if (at < 0) return undefined;
  const next = argv[at + 1];
  return next && !next.startsWith('--') ? next : DEFAULT_SCALE;
}
