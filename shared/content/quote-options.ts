/** Service groups and sub-services of the quote form (spec §3, 'Default option lists'). */
export interface ServiceGroup {
  value: string;
  label: string;
  subServices: string[];
}

export const quoteServiceGroups: ServiceGroup[] = [
  {
    value: 'mobile-applications',
    label: 'Mobile Applications',
    subServices: [
      'iOS & Android native/cross-platform',
      'API & backend integration',
      'Offline-first & caching',
      'App store deployment',
    ],
  },
  {
    value: 'web-products',
    label: 'Web Products & Platforms',
    subServices: [
      'Custom React/Next.js apps',
      'Headless CMS & e-commerce',
      'Performance & accessibility audits',
      'Hosting & CI/CD',
    ],
  },
  {
    value: 'brand-design',
    label: 'Brand & Design',
    subServices: ['Logo & visual identity', 'UI/UX and interaction design', 'Design systems', 'Marketing creative'],
  },
];
