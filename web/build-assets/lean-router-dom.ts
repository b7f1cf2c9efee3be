import { createElement, forwardRef, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export * from 'react-router';

/** A URL with a scheme or a protocol-relative one: a page of another site, left to the browser. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: 'route' | 'path';
}

/**
 * Stands in for react-router's <Link> in built bundles (see leanRouter): the same anchor, href and
 * client navigation for the props this site uses, through the router's own useHref and
 * useLinkClickHandler, which its docs offer for custom links. React-router's carries framework-mode
 * prefetching, view transitions and URL masking the site never uses: 2.5 KB gzip on every page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, preventScrollReset, relative, target, onClick, ...rest },
  ref,
) {
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = useHref(external ? '.' : to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative });
  return createElement('a', {
    ...rest,
    href: external ? (to as string) : href,
    target,
    ref,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      onClick?.(event);
      if (!event.defaultPrevented && !reloadDocument && !external) navigate(event);
    },
  });
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** React-router's <NavLink> on the lean link: `active` class and aria-current while its path is shown. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, caseSensitive = false, className, style, children, 'aria-current': ariaCurrent = 'page', ...rest },
  ref,
) {
  const shown = useLocation().pathname;
  const linked = useResolvedPath(to, { relative: rest.relative }).pathname;
  const [here, there] = caseSensitive ? [shown, linked] : [shown.toLowerCase(), linked.toLowerCase()];
  const afterPath = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const isActive = here === there || (!end && here.startsWith(there) && here.charAt(afterPath) === '/');
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  return createElement(
    Link,
    {
      ...rest,
      to,
      ref,
      'aria-current': isActive ? ariaCurrent : undefined,
      className: typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined,
      style: typeof style === 'function' ? style(state) : style,
    },
    typeof children === 'function' ? children(state) : children,
  );
});
