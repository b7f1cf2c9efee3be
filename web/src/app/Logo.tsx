import { Link } from 'react-router-dom';
import { useSiteData } from '../stores/siteData';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const name = useSiteData((state) => state.config.siteInfo.name);
  return (
    <Link to="/" className={`logo logo--${tone}`}>
      <img src="/logo.svg" alt="" width={36} height={36} />
      <span>{name}</span>
    </Link>
  );
}
