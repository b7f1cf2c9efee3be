import { Link, type LinkProps } from 'react-router-dom';

/** A link styled as a button (the site's calls to action), in one of the button looks of global.css. */
export function ButtonLink({ look, className, ...link }: LinkProps & { look: 'primary' | 'secondary' | 'accent' | 'ghost' }) {
  return <Link {...link} className={['button', `button--${look}`, className].filter(Boolean).join(' ')} />;
}
