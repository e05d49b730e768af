import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { createPath, resolve, useNavigation } from './location.ts';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

const external = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** A plain click navigates in the page; a new tab, a modified click or another site is the browser's. */
const ownsClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { location, navigate } = useNavigation();
  if (external.test(to)) return <a {...anchor} href={to} onClick={onClick} />;
  const href = createPath(resolve(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!ownsClick(event, anchor.target)) return;
    event.preventDefault();
    // A link to the URL already shown replaces the entry instead of adding one, as React Router did.
    navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...anchor} href={href} onClick={follow} />;
}

type Active = { isActive: boolean };

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active on this path only, not below it. */
  end?: boolean;
  className?: string | ((state: Active) => string | undefined);
  children?: ReactNode | ((state: Active) => ReactNode);
}

/** Active on its path and below it (`end`: on its path only), compared case-insensitively. */
export function isActivePath(pathname: string, to: string, end = false) {
  const [path, target] = [pathname.toLowerCase(), to.toLowerCase()];
  const stop = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return path === target || (!end && path.startsWith(target) && path.charAt(stop) === '/');
}

export function NavLink({ end, className, children, ...link }: NavLinkProps) {
  const { location } = useNavigation();
  const isActive = isActivePath(location.pathname, resolve(link.to, location).pathname, end);
  return (
    <Link
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive && 'active'].filter(Boolean).join(' ') || undefined
      }
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
