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

/** 'Our Impact' figures. */
export const companyImpact: Figure[] = [
  { value: '50+', label: 'Projects Completed' },
  { value: '30+', label: 'Happy Clients' },
  { value: '3+', label: 'Years Experience' },
  { value: '24/7', label: 'Support Available' },
];

/** Portfolio page achievements. */
export const portfolioAchievements: Figure[] = [
  { value: '150+', label: 'Projects' },
  { value: '98%', label: 'Success Rate' },
  { value: '3+', label: 'Years Experience' },
];

/** Portfolio hero heading stats (the spec gives 5+ years here, 3+ elsewhere). */
export const portfolioHeroStats: Figure[] = [
  { value: '150+', label: 'Projects' },
  { value: '98%', label: 'Success Rate' },
  { value: '50+', label: 'Clients' },
  { value: '5+', label: 'Years' },
];

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
