import { ExternalLink } from 'lucide-react';

/** 'View Live Site', opening the project's site in a new tab. */
export function LiveSiteLink({ url, title }: { url: string; title: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="button button--small button--primary">
      View Live Site
      <ExternalLink aria-hidden="true" size={14} />
      <span className="visually-hidden"> of {title} (opens in a new tab)</span>
    </a>
  );
}
