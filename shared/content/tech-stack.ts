/** The portfolio page's tech stack (spec §2): 46 technologies in six categories. */
export const TECH_CATEGORIES = ['Frontend', 'Backend', 'Mobile', 'CMS', 'Design', 'DevOps'] as const;
export type TechCategory = (typeof TECH_CATEGORIES)[number];

export interface Technology {
  name: string;
  category: TechCategory;
  /** Path of an icon the site ships; a technology without one, or whose icon fails, shows its initial. */
  icon?: string;
}

/**
 * Simple Icons (CC0) slug of each technology that has a logo there; the build writes them as
 * /tech-icons/<slug>.webp (web/build-assets/tech-icons-plugin.ts), fetched only by the portfolio page.
 * Adobe's and AWS's marks are not in the set (their owners asked for removal): they show initials.
 */
const ICON_SLUGS: Record<string, string> = {
  React: 'react', 'Next.js': 'nextdotjs', 'Vue.js': 'vuedotjs', Angular: 'angular', TypeScript: 'typescript',
  JavaScript: 'javascript', HTML5: 'html5', CSS3: 'css', 'Tailwind CSS': 'tailwindcss', Redux: 'redux',
  'Node.js': 'nodedotjs', Express: 'express', Python: 'python', Django: 'django', Laravel: 'laravel', PHP: 'php',
  PostgreSQL: 'postgresql', MySQL: 'mysql', MongoDB: 'mongodb', Redis: 'redis', 'React Native': 'react',
  Flutter: 'flutter', Swift: 'swift', Kotlin: 'kotlin', Dart: 'dart', Firebase: 'firebase', Expo: 'expo',
  WordPress: 'wordpress', Shopify: 'shopify', Strapi: 'strapi', Contentful: 'contentful', Sanity: 'sanity',
  WooCommerce: 'woocommerce', Figma: 'figma', Sketch: 'sketch', Framer: 'framer', Docker: 'docker',
  Kubernetes: 'kubernetes', 'Google Cloud': 'googlecloud', Nginx: 'nginx', 'GitHub Actions': 'githubactions', Vercel: 'vercel',
};

/** Pixels of each icon file: drawn 28 CSS pixels wide, sharp on screens of up to 3 device pixels per CSS pixel. */
export const TECH_ICON_PIXELS = 84;

export const techIconSlugs = (): string[] => [...new Set(Object.values(ICON_SLUGS))];

const group = (category: TechCategory, names: string[]): Technology[] =>
  names.map((name) => ({ name, category, ...(ICON_SLUGS[name] ? { icon: `/tech-icons/${ICON_SLUGS[name]}.webp` } : {}) }));

export const techStack: Technology[] = [
  ...group('Frontend', ['React', 'Next.js', 'Vue.js', 'Angular', 'TypeScript', 'JavaScript', 'HTML5', 'CSS3', 'Tailwind CSS', 'Redux']),
  ...group('Backend', ['Node.js', 'Express', 'Python', 'Django', 'Laravel', 'PHP', 'PostgreSQL', 'MySQL', 'MongoDB', 'Redis']),
  ...group('Mobile', ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Dart', 'Firebase', 'Expo']),
  ...group('CMS', ['WordPress', 'Shopify', 'Strapi', 'Contentful', 'Sanity', 'WooCommerce']),
  ...group('Design', ['Figma', 'Adobe XD', 'Photoshop', 'Illustrator', 'Sketch', 'Framer']),
  ...group('DevOps', ['Docker', 'Kubernetes', 'AWS', 'Google Cloud', 'Nginx', 'GitHub Actions', 'Vercel']),
];
