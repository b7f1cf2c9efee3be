/**
 * Anchor ids of the services page sections, per service category (spec route table:
 * #web-development, #mobile-development, #ui-ux-design), and the footer's /services/{slug} links.
 */
export const SECTION_BY_CATEGORY: Record<string, string> = {
  web: 'web-development',
  mobile: 'mobile-development',
  design: 'ui-ux-design',
  marketing: 'digital-marketing',
  ecommerce: 'ecommerce',
  cloud: 'cloud-services',
};

const SECTION_BY_SLUG: Record<string, string> = {
  web: 'web-development',
  mobile: 'mobile-development',
  design: 'ui-ux-design',
  marketing: 'digital-marketing',
  // SEO is part of the digital marketing service.
  seo: 'digital-marketing',
};

export const sectionForCategory = (category: string): string => SECTION_BY_CATEGORY[category] ?? category;

/** '/services/mobile' -> 'mobile-development'; undefined for '/services'. */
export const sectionForPath = (pathname: string): string | undefined =>
  SECTION_BY_SLUG[pathname.replace(/\/+$/, '').split('/')[2] ?? ''];
