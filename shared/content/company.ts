import type { SiteSettings } from '../api/config.ts';

/** Figures and statements the public pages repeat (spec §2 and §9), defined once. */
export interface Figure {
  value: string;
  label: string;
}

export interface Statement {
  title: string;
  text: string;
}

/** 'Our Values' on the services and portfolio pages. */
export const companyValues: Statement[] = [
  {
    title: 'Mission-Driven',
    text: 'We build digital products that help local businesses compete and grow anywhere in India.',
  },
  {
    title: 'Client-Focused',
    text: 'Clear pricing, weekly updates and one point of contact from the first call to launch day.',
  },
  {
    title: 'Innovation First',
    text: 'Modern frameworks, fast pages and accessible design are our defaults, not upsells.',
  },
];

/** The company figures of Settings, as the three sets the pages show (one source: no 3+ vs 5+ years). */
export function companyFigures(figures: SiteSettings['figures']) {
  const projects = { value: figures.projects, label: 'Projects Completed' };
  const years = { value: figures.years, label: 'Years Experience' };
  const success = { value: figures.successRate, label: 'Success Rate' };
  const clients = { value: figures.clients, label: 'Happy Clients' };
  return {
    /** 'Our Impact'. */
    impact: [projects, clients, years, { value: '24/7', label: 'Support Available' }],
    /** Portfolio page achievements. */
    achievements: [projects, success, years],
    /** Portfolio hero heading stats. */
    heroStats: [projects, success, clients, years],
  } satisfies Record<string, Figure[]>;
}

/** The four words the portfolio hero rotates through, one step every 3 seconds. */
export const portfolioHeroWords = ['Websites', 'Mobile Apps', 'Brand Identities', 'Digital Experiences'];

/** The four-step process. */
export const processSteps: Statement[] = [
  {
    title: 'Discovery & Research',
    text: 'We learn your business, your users and your goals, then agree on scope, budget and timeline.',
  },
  {
    title: 'Design & Planning',
    text: 'Wireframes, visual design and a technical plan you review and approve before any code is written.',
  },
  {
    title: 'Development & Testing',
    text: 'Iterative builds you can try every week, tested on real devices for speed and accessibility.',
  },
  {
    title: 'Launch & Support',
    text: 'We deploy, monitor and fix. One month of support is included with every project.',
  },
];
