import type { PublicPost } from '../../../../shared/api/posts';
import { ogImagePath } from '../../../../shared/og';
import { POST_KIND_LABELS, postPath } from '../../../../shared/posts';

/**
 * schema.org BlogPosting of a post page (design §13): what search engines show as an article,
 * with its author (the staff member, or the agency for built-in posts) and the agency as publisher.
 */
export function blogPostingJsonLd(post: PublicPost, site: { publicUrl: string; siteName: string }): Record<string, unknown> {
  const path = postPath(post.slug);
  const url = site.publicUrl + path;
  const publisher = { '@type': 'Organization', name: site.siteName, logo: { '@type': 'ImageObject', url: `${site.publicUrl}/logo.svg` } };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [site.publicUrl + ogImagePath(path, true), ...(post.coverImage ? [new URL(post.coverImage, site.publicUrl).href] : [])],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    author: post.author.name ? { '@type': 'Person', name: post.author.name, ...(post.author.role && { jobTitle: post.author.role }) } : publisher,
    publisher,
    articleSection: POST_KIND_LABELS[post.kind],
    ...(post.tags.length && { keywords: post.tags.join(', ') }),
  };
}
