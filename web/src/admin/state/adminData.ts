import type { AdminStats, Campaign, EmailTemplate, FileRecord } from '../../../../shared/api/admin';
import type { Contact, Quote } from '../../../../shared/api/leads';
import type { Subscriber } from '../../../../shared/api/newsletter';
import type { Project } from '../../../../shared/api/projects';
import type { Service } from '../../../../shared/api/services';
import type { Testimonial } from '../../../../shared/api/testimonials';
import type { AdminApi } from '../api/adminApi';

/** Everything the dashboard shows, loaded together and cached together (spec §4). */
export interface AdminData {
  stats: AdminStats | null;
  contacts: Contact[];
  quotes: Quote[];
  projects: Project[];
  services: Service[];
  testimonials: Testimonial[];
  subscribers: Subscriber[];
  campaigns: Campaign[];
  templates: EmailTemplate[];
  files: FileRecord[];
}

export const EMPTY_DATA: AdminData = {
  stats: null,
  contacts: [],
  quotes: [],
  projects: [],
  services: [],
  testimonials: [],
  subscribers: [],
  campaigns: [],
  templates: [],
  files: [],
};

/** A failed list stays empty (spec §4) while the others still show. */
const orEmpty = async <T>(load: () => Promise<T[]>): Promise<T[]> => {
  try {
    return await load();
  } catch (error) {
    console.warn('Admin list failed to load', error);
    return [];
  }
};

/** Loads every list and the stats in parallel. */
export async function loadAdminData(api: AdminApi): Promise<AdminData> {
  const [stats, contacts, quotes, projects, services, testimonials, subscribers, campaigns, templates, files] = await Promise.all([
    api.stats().catch((error: unknown) => {
      console.warn('Admin stats failed to load', error);
      return null;
    }),
    orEmpty(api.contacts),
    orEmpty(api.quotes),
    orEmpty(api.projects.list),
    orEmpty(api.services.list),
    orEmpty(api.testimonials.list),
    orEmpty(api.subscribers),
    orEmpty(api.campaigns.list),
    orEmpty(api.templates.list),
    orEmpty(api.files.list),
  ]);
  return { stats, contacts, quotes, projects, services, testimonials, subscribers, campaigns, templates, files };
}
