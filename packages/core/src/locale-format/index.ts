// Three modules, so that a bundle takes only what it uses (the month names stay with the blog).
export { formatConjunction } from './conjunction.ts';
export { formatLongDate } from './date.ts';
export { formatNumber } from './number.ts';
export { elidesBefore, frenchDe } from './french.ts';
