import type { ReactNode } from 'react';
import { badgeLabel } from '@chhiwat/core';
import { Link, NavLink } from '../router/index.ts';

interface Props {
  to: string;
  /** The icon, drawn 24 px. */
  icon: ReactNode;
  count: number;
  /** What the link says to a screen reader (with its count), and its tooltip. */
  label: string;
  title: string;
  testId: string;
  countTestId: string;
  /** The badge's colour classes. */
  badgeClass: string;
  /** Whether the link shows as current on its page. */
  marksCurrent?: boolean;
}

/** A header icon's box: 44 px, marked while its page is the current one. */
export const headerIconClass = (current: boolean) =>
  `relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700 ${current ? 'bg-saffron-100 text-saffron-800' : 'text-stone-700'}`;

/** A header icon with its count in a badge (hidden at 0, 99+ above 99). */
export function HeaderCount(props: {
  icon: ReactNode;
  count: number;
  badgeClass: string;
  testId: string;
}) {
  const count = badgeLabel(props.count);
  return (
    <>
      {props.icon}
      {count && (
        <span
          className={`absolute -top-0.5 -end-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold text-white ${props.badgeClass}`}
          data-testid={props.testId}
        >
          {count}
        </span>
      )}
    </>
  );
}

/** A header icon linking to a page, with a count in a badge (hidden at 0, 99+ above 99). */
export function HeaderCountLink(props: Props) {
  const link = {
    to: props.to,
    'aria-label': props.label,
    title: props.title,
    'data-testid': props.testId,
    children: (
      <HeaderCount
        icon={props.icon}
        count={props.count}
        badgeClass={props.badgeClass}
        testId={props.countTestId}
      />
    ),
  };
  // Only a link that marks its page says so (aria-current): the basket is a way back, not a place.
  return props.marksCurrent ? (
    <NavLink {...link} end className={({ isActive }) => headerIconClass(isActive)} />
  ) : (
    <Link {...link} className={headerIconClass(false)} />
  );
}
