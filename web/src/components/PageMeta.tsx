import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headTags, type HeadTags, type PageHeadInfo } from '../lib/head';
import { useSiteData } from '../stores/siteData';

/** Set by the server render: PageMeta reports the page's head there instead of touching a DOM. */
export const HeadCollector = createContext<{ report(head: PageHeadInfo): void } | null>(null);

const MANAGED = 'data-page-head';

/** Brings <head> in line with the page after a client navigation (the server wrote the first). */
function applyHead({ title, canonical, meta }: HeadTags): void {
  document.title = title;
  const wanted = new Set<Element>();
  for (const { attribute, key, content } of meta) {
    let tag = document.head.querySelector(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      tag.setAttribute(MANAGED, '');
      document.head.append(tag);
    }
    tag.setAttribute('content', content);
    wanted.add(tag);
  }
  let link = document.head.querySelector('link[rel="canonical"]');
  if (canonical) {
    if (!link) {
      link = document.createElement('link');
      link.setAttribute('rel', 'canonical');
      document.head.append(link);
    }
    link.setAttribute('href', canonical);
    wanted.add(link);
  } else {
    link?.remove();
  }
  // Tags of the previous page that this one does not have (e.g. the 404 page's robots tag).
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((tag) => wanted.has(tag) || tag.remove());
}

/** The page's title, description and search-engine tags (see lib/head.ts). */
export function PageMeta({ title, description, noindex }: PageHeadInfo) {
  const collector = useContext(HeadCollector);
  const config = useSiteData((state) => state.config);
  const publicUrl = useSiteData((state) => state.publicUrl);
  const { pathname } = useLocation();
  // Rendering on the server is synchronous and effects never run there: collect during render.
  collector?.report({ title, description, noindex });
  useEffect(() => applyHead(headTags({ title, description, noindex }, config, publicUrl, pathname)), [title, description, noindex, config, publicUrl, pathname]);
  return null;
}
