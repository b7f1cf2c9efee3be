import { createElement, type ReactNode, type SVGProps } from 'react';

/** What each lucide-react icon module passes to createLucideIcon (lucide-react 1.x). */
interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const labels = (props: object) =>
  Object.entries(props).some(([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'));

/**
 * Stands in for lucide-react's createLucideIcon in built bundles (see leanIcons below): the same
 * SVG for the props this site uses (size, className, aria-*, strokeWidth), hidden from assistive
 * technology unless labelled, without the context provider and options it never uses.
 */
export default function createLucideIcon({ name, node }: IconData) {
  return function LucideIcon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...(children || labels(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
