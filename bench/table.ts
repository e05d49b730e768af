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
