import type { ClientConfig } from '../../../shared/api/config';
import { OG_IMAGE_SIZE, ogImagePath } from '../../../shared/og';

/** What a page says about itself (PageMeta's props). */
export interface PageHeadInfo {
  title: string;
  description?: string;
  /** Pages that must stay out of search results (404, verification, unsubscribe). */
  noindex?: boolean;
  /** An article (an Insights post): Open Graph says so, with its times and author. */
  article?: { publishedAt: string; updatedAt: string; author: string };
  /** schema.org data of the page itself, written into the prerendered <head> beside the agency's. */
  jsonLd?: Record<string, unknown>;
}

export interface HeadTags {
  title: string;
  /** Canonical URL: PUBLIC_URL + path (absent on pages that are not indexed). */
  canonical?: string;
  /** name= (description, robots, twitter:*) and property= (og:*) tags. */
  meta: { attribute: 'name' | 'property'; key: string; content: string }[];
}

/** '@handle' from a twitter.com / x.com profile URL, for twitter:site. */
const twitterHandle = (url: string): string | undefined => {
  const match = /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?$/.exec(url.trim());
  return match ? `@${match[1]}` : undefined;
};

/**
 * Title, description, canonical, Open Graph and Twitter tags of one page. The server writes them
 * into the prerendered <head>; in the browser PageMeta applies them on every navigation.
 */
export function headTags(info: PageHeadInfo, config: ClientConfig, publicUrl: string, pathname: string): HeadTags {
  const siteName = config.siteInfo.name;
  const title = `${info.title} | ${siteName}`;
  const description = info.description || config.siteInfo.description;
  const url = publicUrl + pathname;
  const named = (key: string, content: string) => ({ attribute: 'name' as const, key, content });
  const property = (key: string, content: string) => ({ attribute: 'property' as const, key, content });
  const handle = twitterHandle(config.social.twitter);
  const meta = [
    named('description', description),
    ...(info.noindex ? [named('robots', 'noindex')] : []),
    property('og:type', info.article ? 'article' : 'website'),
    ...(info.article
      ? [
          property('article:published_time', info.article.publishedAt),
          property('article:modified_time', info.article.updatedAt),
          property('article:author', info.article.author),
        ]
      : []),
    property('og:site_name', siteName),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', publicUrl + ogImagePath(pathname, !info.noindex)),
    property('og:image:width', String(OG_IMAGE_SIZE.width)),
    property('og:image:height', String(OG_IMAGE_SIZE.height)),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    ...(handle ? [named('twitter:site', handle)] : []),
  ];
  return { title, canonical: info.noindex ? undefined : url, meta };
}
