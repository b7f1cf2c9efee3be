import type { SiteLink } from '../../../shared/site-routes';

/** Top navigation of spec §2 'Navigation' and the footer's link lists. */
export interface NavLinkItem {
  label: string;
  to: SiteLink;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const mainNavigation: NavEntry[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Services',
    items: [
      { label: 'All Services', to: '/services' },
      { label: 'Web Development', to: '/services#web-development' },
      { label: 'Mobile App Development', to: '/services#mobile-development' },
      { label: 'UI/UX Design', to: '/services#ui-ux-design' },
      { label: 'Get Started', to: '/get-started' },
    ],
  },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Insights', to: '/insights' },
  {
    label: 'Company',
    items: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

export const footerServiceLinks: NavLinkItem[] = [
  { label: 'Web Development', to: '/services/web' },
  { label: 'Mobile App Development', to: '/services/mobile' },
  { label: 'UI/UX Design', to: '/services/design' },
  { label: 'Digital Marketing', to: '/services/marketing' },
  { label: 'SEO', to: '/services/seo' },
];

export const footerCompanyLinks: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Insights', to: '/insights' },
  { label: 'Contact', to: '/contact' },
  { label: 'Get a Quote', to: '/get-started' },
];

export const footerLegalLinks: NavLinkItem[] = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  // The person's data rights (issue 18): see, download, correct or erase, behind the e-mail code.
  { label: 'Your data', to: '/your-data' },
  { label: 'Sitemap', to: '/sitemap' },
];
