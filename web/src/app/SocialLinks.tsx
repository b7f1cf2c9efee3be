import type { ClientConfig } from '../../../shared/api/config';

const NETWORKS = [
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

/**
 * The agency's profiles from Settings, as plain text links (brand icons would add to every
 * page's JavaScript); a network left empty in Settings is not shown.
 */
export function SocialLinks({ social }: { social: ClientConfig['social'] }) {
  const links = NETWORKS.filter(({ key }) => /^https?:\/\//.test(social[key]));
  if (links.length === 0) return null;
  return (
    <ul className="footer__social" aria-label="Follow us">
      {links.map(({ key, label }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
