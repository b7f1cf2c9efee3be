import type { ClientConfig, OptionItem } from '../../../shared/api/config';
import type { Project } from '../../../shared/api/projects';
import type { Testimonial } from '../../../shared/api/testimonials';
import { STORAGE_SITE_CONFIG } from '../lib/displayRules';
import { coverPictures } from '../../../shared/content/project-covers';
import { defaultProjects } from '../../../shared/content/projects';
import { defaultSiteSettings } from '../../../shared/content/site';
import { defaultTestimonials } from '../../../shared/content/testimonials';
import { builtIn } from './builtInContent';
import { fallbackServices } from './builtInServices';

export { fallbackServices };

/**
 * The built-in content the site falls back to when the API fails (spec §1). A prerendered page
 * carries the server's data, so this module only loads for the plain app shell or when a view
 * needs a fallback.
 */
export const fallbackProjects: Project[] = builtIn(defaultProjects, 'sample-project').map((project) => ({
  ...project,
  picture: coverPictures[project.image],
}));
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

/** The configuration remembered from the last visit (app/connectivity.ts), if any. */
export function lastConfig(): Partial<ClientConfig> | undefined {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_SITE_CONFIG) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

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
