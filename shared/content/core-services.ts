import type { ServiceInput } from '../api/services.ts';

/**
 * Web, mobile and design: the three core services of spec §3, the ones some views fall back to.
 * A module of their own, so those views' bundles (the home page) carry only these.
 */
export const coreServices: ServiceInput[] = [
  {
    name: 'Web Development',
    description: 'Fast, accessible websites and web applications built with React, Next.js and Node.js.',
    features: ['Responsive design', 'SEO-ready pages', 'CMS integration', 'Performance tuning', 'Analytics setup'],
    subServices: ['Custom React/Next.js apps', 'Headless CMS & e-commerce', 'Performance & accessibility audits', 'Hosting & CI/CD'],
    pricing: { startingPrice: 10000, currency: 'INR', billingCycle: 'project-based' },
    icon: 'Globe',
    category: 'web',
    isActive: true,
    isFeatured: true,
    order: 1,
  },
  {
    name: 'Mobile App Development',
    description: 'Native and cross-platform apps for iOS and Android, from prototype to the app stores.',
    features: ['iOS & Android', 'Offline-first', 'Push notifications', 'App store deployment'],
    subServices: ['iOS & Android native/cross-platform', 'API & backend integration', 'Offline-first & caching', 'App store deployment'],
    pricing: { startingPrice: 20000, currency: 'INR', billingCycle: 'project-based' },
    icon: 'Smartphone',
    category: 'mobile',
    isActive: true,
    isFeatured: true,
    order: 2,
  },
  {
    name: 'UI/UX Design',
    description: 'Research-led interfaces, design systems and brand identities that people enjoy using.',
    features: ['User research', 'Wireframes & prototypes', 'Design systems', 'Brand identity'],
    subServices: ['Logo & visual identity', 'UI/UX and interaction design', 'Design systems', 'Marketing creative'],
    pricing: { startingPrice: 15000, currency: 'INR', billingCycle: 'project-based' },
    icon: 'Palette',
    category: 'design',
    isActive: true,
    isFeatured: true,
    order: 3,
  },
];
