import { useLocation } from 'react-router-dom';
import type { Page } from '../../../shared/api/lists';
import type { PostSummary, PublicPost } from '../../../shared/api/posts';
import type { Project } from '../../../shared/api/projects';
import type { Service } from '../../../shared/api/services';
import { pageDataId, pageDataOf, type PageDataKey, type PageDataName, type PageDataTypes } from '../../../shared/page-data';
import { getJson, HttpError } from '../lib/http';
import { listOr, useSiteData } from './siteData';

/** A record the API answers 404 for is null: the page shows its own not-found state. */
const orMissing = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });

/**
 * How the browser fetches each piece of page data after a client-side navigation, and what stands
 * in when the API fails: the built-in content, or (rejecting) the page's own failure message.
 */
const PAGE_DATA_LOADERS: { [Name in PageDataName]: (param: string) => Promise<PageDataTypes[Name]> } = {
  // The built-in services load only when the API fails, not with every page.
  services: () => listOr<Service>('/api/services', async () => (await import('./builtInServices')).fallbackServices),
  project: (id) => orMissing(getJson<{ project: Project }>(`/api/projects/${encodeURIComponent(id)}`).then((answer) => answer.project)),
  caseStudies: (id) => getJson<Page<PostSummary>>(`/api/posts?project=${encodeURIComponent(id)}`).then((page) => page.data),
  latestPosts: (filter) => getJson<Page<PostSummary>>(filter ? `/api/posts?${filter}` : '/api/posts'),
  post: (slug) => orMissing(getJson<{ data: PublicPost }>(`/api/posts/${encodeURIComponent(slug)}`).then((answer) => answer.data)),
};

const cleanPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const fetching = new Set<string>();

async function loadOne(key: PageDataKey): Promise<void> {
  const id = pageDataId(key);
  const { page, pageFailed } = useSiteData.getState();
  if ((id in page && !pageFailed.includes(id)) || fetching.has(id)) return;
  fetching.add(id);
  useSiteData.setState({ pageFailed: pageFailed.filter((failed) => failed !== id) });
  try {
    const value = await PAGE_DATA_LOADERS[key.name](key.param);
    useSiteData.setState((state) => ({ page: { ...state.page, [id]: value } }));
  } catch {
    useSiteData.setState((state) => ({ pageFailed: [...state.pageFailed, id] }));
  } finally {
    fetching.delete(id);
  }
}

/** Fetches what the page at `path` and `search` shows and the store lacks (a prerendered page brought its own). */
export const loadPageData = (path: string, search: string): Promise<unknown> => Promise.all(pageDataOf(cleanPath(path), search).map(loadOne));

export type PageDataState<Name extends PageDataName> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: PageDataTypes[Name] };

/** The current page's data of this name, as the store holds it (the layout loads it). */
export function usePageData<Name extends PageDataName>(name: Name): PageDataState<Name> {
  const { pathname, search } = useLocation();
  const key = pageDataOf(cleanPath(pathname), search).find((candidate) => candidate.name === name);
  const id = key ? pageDataId(key) : name;
  const value = useSiteData((state) => state.page[id]);
  const failed = useSiteData((state) => state.pageFailed.includes(id));
  if (failed) return { state: 'failed' };
  return value === undefined ? { state: 'loading' } : { state: 'ready', data: value as PageDataTypes[Name] };
}
