import type { ClientConfig } from '../../../shared/api/config';
import { headTags, type HeadTags, type PageHeadInfo } from '../lib/head';

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

/** PageMeta's update after a client navigation, loaded on demand. */
export const applyPageHead = (info: PageHeadInfo, config: ClientConfig, publicUrl: string, pathname: string): void =>
  applyHead(headTags(info, config, publicUrl, pathname));
