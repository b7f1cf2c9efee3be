import { useEffect, useState } from 'react';
import type { PublicPost } from '../../../../shared/api/posts';
import { getJson, HttpError } from '../../lib/http';
import { useSiteData } from '../../stores/siteData';

export type PostLookup = { state: 'loading' } | { state: 'found'; post: PublicPost } | { state: 'missing' } | { state: 'failed' };

/** The post at /insights/:slug: from the prerendered page, else GET /api/posts/{slug} (kept in the store). */
export function usePost(slug: string): PostLookup {
  const known = useSiteData((state) => state.postsBySlug[slug]);
  const [failure, setFailure] = useState<{ slug: string; state: 'missing' | 'failed' } | null>(null);

  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    getJson<{ data: PublicPost }>(`/api/posts/${encodeURIComponent(slug)}`).then(
      ({ data }) => current && useSiteData.setState((state) => ({ postsBySlug: { ...state.postsBySlug, [slug]: data } })),
      (error: unknown) => current && setFailure({ slug, state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug, known]);

  if (known) return { state: 'found', post: known };
  if (known === null) return { state: 'missing' };
  return failure?.slug === slug ? { state: failure.state } : { state: 'loading' };
}
