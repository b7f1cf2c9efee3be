import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHeadInfo } from '../lib/head';
import { useSiteData } from '../stores/siteData';

/** Set by the server render: PageMeta reports the page's head there instead of touching a DOM. */
export const HeadCollector = createContext<{ report(head: PageHeadInfo): void } | null>(null);

/** The page's title, description and search-engine tags (see lib/head.ts). */
export function PageMeta({ title, description, noindex, article, jsonLd }: PageHeadInfo) {
  const collector = useContext(HeadCollector);
  const config = useSiteData((state) => state.config);
  const publicUrl = useSiteData((state) => state.publicUrl);
  const { pathname } = useLocation();
  // Rendering on the server is synchronous and effects never run there: collect during render.
  collector?.report({ title, description, noindex, article, jsonLd });
  useEffect(() => {
    // The server wrote the first page's head: the code that rewrites it loads after hydration,
    // outside the home page's JavaScript budget. A newer page's update wins over a late one.
    let current = true;
    // (JSON-LD is for crawlers, which read the prerendered page: it is not rewritten here.)
    void import('./applyHead').then(({ applyPageHead }) => current && applyPageHead({ title, description, noindex, article }, config, publicUrl, pathname));
    return () => {
      current = false;
    };
    // The article's times and author are what it holds; its object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, noindex, article?.publishedAt, article?.updatedAt, article?.author, config, publicUrl, pathname]);
  return null;
}
