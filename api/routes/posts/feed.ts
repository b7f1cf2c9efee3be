import type { PostSummary } from '../../../shared/api/posts.ts';
import { postPath } from '../../../shared/posts.ts';
import { escapeHtml } from '../../mail/html.ts';
import { withAbsoluteUrls } from '../../services/posts/markdown.ts';

/**
 * XML text and attribute values: the five characters XML reserves escaped, and the control
 * characters XML 1.0 cannot carry at all (text pasted from elsewhere holds some) left out.
 */
// eslint-disable-next-line no-control-regex
const xml = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

/** An entry changed last when it was edited, or when it went public if that came later. */
const entryUpdated = (post: PostSummary) => (post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt);

export interface FeedSite {
  publicUrl: string;
  siteName: string;
  /** The feed's time when it has no entry. */
  now: number;
}

/**
 * /insights/feed.xml: an Atom feed (RFC 4287) of the newest posts with their whole text. Each
 * entry's id is its page's address, which never changes once public (slugs lock on publication).
 */
export function buildAtomFeed(posts: (PostSummary & { html: string })[], site: FeedSite): string {
  const home = `${site.publicUrl}/insights`;
  const updated = posts.map(entryUpdated).sort().at(-1) ?? new Date(site.now).toISOString();
  const entries = posts.map((post) => {
    const url = site.publicUrl + postPath(post.slug);
    const author = post.author.name || site.siteName;
    return [
      '  <entry>',
      `    <title>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <id>${xml(url)}</id>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${entryUpdated(post)}</updated>`,
      `    <author><name>${xml(author)}</name></author>`,
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      `    <summary>${xml(post.excerpt)}</summary>`,
      `    <content type="html">${xml(withAbsoluteUrls(post.html, site.publicUrl))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xml(`Insights - ${site.siteName}`)}</title>`,
    `  <link rel="alternate" type="text/html" href="${xml(home)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${home}/feed.xml`)}"/>`,
    `  <id>${xml(home)}</id>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
