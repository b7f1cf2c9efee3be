import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import type { ClientConfig } from '../../../shared/api/config';
import type { PrerenderedData } from '../../../shared/api/prerender';
import type { PageDataSet } from '../../../shared/page-data';
import type { Project } from '../../../shared/api/projects';
import type { Service } from '../../../shared/api/services';
import type { Testimonial } from '../../../shared/api/testimonials';
import { FEATURED_PROJECTS_LIMIT } from '../../../shared/constants';
import { getJson } from '../lib/http';
import { rememberConfig } from './savedConfig';

/**
 * Data every public screen shares (spec §2 'Global behaviour', §4 'Data load'): fetched once,
 * each failure tolerated on its own with the built-in content as fallback.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready';

export interface SiteData {
  status: LoadStatus;
  config: ClientConfig;
  featuredServices: Service[];
  testimonials: Testimonial[];
  projects: Project[];
  /** GET /api/client failed: the 'Backend Offline' banner shows until dismissed. */
  offline: boolean;
  offlineDismissed: boolean;
  /** The site's absolute origin (PUBLIC_URL) for canonical links; the page's own origin until known. */
  publicUrl: string;
  /** The data of the pages visited so far (shared/page-data.ts), prerendered or fetched. */
  page: PageDataSet;
  /** Page data whose last fetch failed (by pageDataId), fetched again on the next visit. */
  pageFailed: readonly string[];
}


interface ListAnswer<T> {
  data?: T[];
}

/** A list call that yields the fallback (or what it loads) on any failure or malformed answer. */
export async function listOr<T>(path: string, fallback: T[] | (() => Promise<T[]>), onFailure?: (error: unknown) => void): Promise<T[]> {
  try {
    const answer = await getJson<ListAnswer<T>>(path);
    if (!Array.isArray(answer.data)) throw new Error(`Malformed answer from ${path}`);
    return answer.data;
  } catch (error) {
    onFailure?.(error);
    return typeof fallback === 'function' ? fallback() : fallback;
  }
}

const fallbackContent = () => import('./fallbackContent');

async function loadConfig(): Promise<ClientConfig> {
  const [{ withConfigDefaults, lastConfig }, answer] = await Promise.all([
    fallbackContent(),
    getJson<{ data?: Partial<ClientConfig> }>('/api/config').catch(() => undefined),
  ]);
  const config = withConfigDefaults(answer?.data ?? lastConfig());
  if (answer?.data) rememberConfig(config);
  return config;
}

/** GET /api/client without credentials: any failure means the backend is offline. */
async function backendReachable(): Promise<boolean> {
  try {
    const response = await fetch('/api/client', { credentials: 'omit', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

const siteStore = createStore<SiteData>(() => ({
  status: 'idle',
  // Public screens render once the status is 'ready': these are replaced before anyone shows them,
  // so the built-in settings stay in the fallback chunk rather than every page's first download.
  config: {} as ClientConfig,
  featuredServices: [],
  testimonials: [],
  projects: [],
  offline: false,
  offlineDismissed: false,
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  page: {},
  pageFailed: [],
}));

/**
 * The store as a hook (`useSiteData(selector)`) with zustand's setState/getState. Unlike zustand's
 * own hook, the snapshot used while prerendering and hydrating is the current state, not the
 * initial one: the server fills the store before rendering a page and the browser fills it from
 * the page's data before hydrating, so both render the same content.
 */
export const useSiteData = Object.assign(<T>(selector: (state: SiteData) => T): T => {
  const snapshot = () => selector(siteStore.getState());
  return useSyncExternalStore(siteStore.subscribe, snapshot, snapshot);
}, siteStore);

/** Fills the store from a prerendered page's data: no loading screen, no refetch. */
export function applyPrerenderedData(data: PrerenderedData): void {
  useSiteData.setState({ ...data, status: 'ready' });
  rememberConfig(data.config);
}

export const dismissOfflineBanner = () => useSiteData.setState({ offlineDismissed: true });

/** The offline banner's check; a prerendered page runs it too. */
export const checkBackend = () => backendReachable().then((reachable) => useSiteData.setState({ offline: !reachable }));

export async function loadSiteData(): Promise<void> {
  if (useSiteData.getState().status !== 'idle') return;
  useSiteData.setState({ status: 'loading' });
  void checkBackend();
  // Only this path (no prerendered data) needs the built-in content, in its own chunk.
  const { fallbackProjects, fallbackServices } = await fallbackContent();
  const [config, featuredServices, testimonials, projects] = await Promise.all([
    loadConfig(),
    listOr<Service>('/api/services?featured=true', fallbackServices.filter((service) => service.isFeatured)),
    listOr<Testimonial>('/api/testimonials?featured=true', []),
    listOr<Project>(`/api/projects?featured=true&limit=${FEATURED_PROJECTS_LIMIT}`, fallbackProjects, (error) =>
      console.warn('Projects could not be loaded; showing built-in samples.', error),
    ),
  ]);
  useSiteData.setState({ status: 'ready', config, featuredServices, testimonials, projects });
}
