/** Prints a Markdown table, the form docs/performance.md keeps; numbers are right-aligned. */
export function printTable(title: string, header: string[], rows: (string | number)[][]) {
  const numeric = header.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+/.test(String(row[column]))),
  );
  console.log(`\n${title}`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${numeric.map((right) => (right ? '---:' : ':---')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
export const thousands = (value: number) => Math.round(value).toLocaleString('en');
export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

export const median = (values: readonly number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The value below which a share `p` (0–1) of the values lie (nearest rank). */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] as number;
};
