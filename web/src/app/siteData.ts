import { create } from 'zustand';
import type { ClientConfig, OptionItem } from '../../../shared/api/config';
import type { Project } from '../../../shared/api/projects';
import type { Service } from '../../../shared/api/services';
import type { Testimonial } from '../../../shared/api/testimonials';
import { FEATURED_PROJECTS_LIMIT } from '../../../shared/constants';
import { defaultProjects, defaultServices, defaultSiteSettings, defaultTestimonials } from '../../../shared/content';
import { getJson } from '../lib/http';

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
}

const builtIn = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({
    _id: `${prefix}-${index + 1}`,
    createdAt: '2024-12-21T00:00:00.000Z',
    updatedAt: '2024-12-21T00:00:00.000Z',
    ...item,
  }));

export const fallbackServices: Service[] = builtIn(defaultServices, 'builtin-service');
export const fallbackProjects: Project[] = builtIn(defaultProjects, 'sample-project');
export const fallbackTestimonials: Testimonial[] = builtIn(defaultTestimonials, 'builtin-testimonial');

export const defaultConfig: ClientConfig = {
  ...defaultSiteSettings,
  contact: defaultSiteSettings.contactInfo,
  services: fallbackServices.map(({ _id, name, category, subServices, isActive }) => ({
    _id,
    name,
    category,
    subServices,
    isActive,
  })),
};

const byOrder = (items: OptionItem[]) => [...items].sort((a, b) => a.order - b.order);

/** Merges a possibly partial server configuration over the defaults (spec §1). */
export function withConfigDefaults(data: Partial<ClientConfig> | undefined): ClientConfig {
  if (!data || typeof data !== 'object') return defaultConfig;
  const contactInfo = { ...defaultConfig.contactInfo, ...(data.contactInfo ?? data.contact) };
  // The whatsapp contact value defaults to the phone value.
  if (!contactInfo.whatsapp) contactInfo.whatsapp = contactInfo.phone;
  return {
    ...defaultConfig,
    ...data,
    siteInfo: { ...defaultConfig.siteInfo, ...data.siteInfo },
    contactInfo,
    contact: contactInfo,
    budgetRanges: byOrder(data.budgetRanges?.length ? data.budgetRanges : defaultConfig.budgetRanges),
    timelines: byOrder(data.timelines?.length ? data.timelines : defaultConfig.timelines),
  };
}

interface ListAnswer<T> {
  data?: T[];
}

/** A list call that yields the fallback on any failure or malformed answer. */
export async function listOr<T>(path: string, fallback: T[], onFailure?: (error: unknown) => void): Promise<T[]> {
  try {
    const answer = await getJson<ListAnswer<T>>(path);
    if (!Array.isArray(answer.data)) throw new Error(`Malformed answer from ${path}`);
    return answer.data;
  } catch (error) {
    onFailure?.(error);
    return fallback;
  }
}

async function loadConfig(): Promise<ClientConfig> {
  try {
    const answer = await getJson<{ data?: Partial<ClientConfig> }>('/api/config');
    return withConfigDefaults(answer.data);
  } catch {
    return defaultConfig;
  }
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

export const useSiteData = create<SiteData>(() => ({
  status: 'idle',
  config: defaultConfig,
  featuredServices: fallbackServices.filter((service) => service.isFeatured),
  testimonials: fallbackTestimonials,
  projects: fallbackProjects,
  offline: false,
  offlineDismissed: false,
}));

export const dismissOfflineBanner = () => useSiteData.setState({ offlineDismissed: true });

export async function loadSiteData(): Promise<void> {
  if (useSiteData.getState().status !== 'idle') return;
  useSiteData.setState({ status: 'loading' });
  void backendReachable().then((reachable) => useSiteData.setState({ offline: !reachable }));
  const [config, featuredServices, testimonials, projects] = await Promise.all([
    loadConfig(),
    listOr<Service>('/api/services?featured=true', useSiteData.getState().featuredServices),
    listOr<Testimonial>('/api/testimonials?featured=true', []),
    listOr<Project>(`/api/projects?featured=true&limit=${FEATURED_PROJECTS_LIMIT}`, fallbackProjects, (error) =>
      console.warn('Projects could not be loaded; showing built-in samples.', error),
    ),
  ]);
  useSiteData.setState({ status: 'ready', config, featuredServices, testimonials, projects });
}
