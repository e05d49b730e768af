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

/** A header icon linking to a page, with a count in a badge (hidden at 0, 99+ above 99). */
export function HeaderCountLink(props: Props) {
  const count = badgeLabel(props.count);
  const style = (current: boolean) =>
    `relative inline-flex size-11 items-center justify-center rounded-lg hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-saffron-700 ${current ? 'bg-saffron-100 text-saffron-800' : 'text-stone-700'}`;
  const link = {
    to: props.to,
    'aria-label': props.label,
    title: props.title,
    'data-testid': props.testId,
    children: (
      <>
        {props.icon}
        {count && (
          <span
            className={`absolute -top-0.5 -end-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold text-white ${props.badgeClass}`}
            data-testid={props.countTestId}
          >
            {count}
          </span>
        )}
      </>
    ),
  };
  // Only a link that marks its page says so (aria-current): the basket is a way back, not a place.
  return props.marksCurrent ? (
    <NavLink {...link} end className={({ isActive }) => style(isActive)} />
  ) : (
    <Link {...link} className={style(false)} />
  );
}
