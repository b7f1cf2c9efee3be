import type { SiteSettings } from '../api/config.ts';
import { DEFAULT_COUNTRY, DEFAULT_TAGLINE } from '../constants.ts';

/** Built-in site configuration: the seed of the database and the web app's offline fallback. */
export const defaultSiteSettings: SiteSettings = {
  siteInfo: {
    name: 'Narmada Digital Studio',
    tagline: DEFAULT_TAGLINE,
    description:
      'A web, mobile and design studio in Jabalpur building fast websites, mobile apps and brands for businesses across India.',
    url: 'http://localhost:3000',
  },
  contactInfo: {
    email: 'hello@narmadadigital.in',
    phone: '+91 98260 12345',
    supportEmail: 'support@narmadadigital.in',
    address: '2nd Floor, Civic Centre, Marhatal',
    city: 'Jabalpur',
    state: 'Madhya Pradesh',
    country: DEFAULT_COUNTRY,
    // Empty: WhatsApp follows the phone (spec §1) until staff set a number of its own.
    whatsapp: '',
  },
  budgetRanges: [
    { label: 'Under 1,00,000', value: 'under-100k', order: 1 },
    { label: '1,00,000-5,00,000', value: '100k-500k', order: 2 },
    { label: '5,00,000-10,00,000', value: '500k-1m', order: 3 },
    { label: '10,00,000-25,00,000', value: '1m-2.5m', order: 4 },
    { label: '25,00,000+', value: 'above-2.5m', order: 5 },
  ],
  timelines: [
    { label: 'ASAP (Rush Job)', value: 'asap', order: 1 },
    { label: '1-2 weeks', value: '1-2-weeks', order: 2 },
    { label: '1 month', value: '1-month', order: 3 },
    { label: '2-3 months', value: '2-3-months', order: 4 },
    { label: '3+ months', value: '3-plus-months', order: 5 },
  ],
  seo: {
    author: 'Narmada Digital Studio',
    keywords: 'web development Jabalpur, mobile app development, UI/UX design, digital agency Madhya Pradesh',
  },
  social: {
    twitter: 'https://twitter.com/narmadadigital',
    facebook: 'https://facebook.com/narmadadigital',
    linkedin: 'https://www.linkedin.com/company/narmadadigital',
  },
  business: {
    foundingYear: 2021,
    employeeCount: '10-20',
    industry: 'Software development and design',
    serviceArea: 'India',
    priceRange: '₹₹',
  },
  links: { demoVideoUrl: '', bookingUrl: '' },
  figures: { projects: '50+', clients: '30+', years: '3+', successRate: '98%' },
};
