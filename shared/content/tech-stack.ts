/** The portfolio page's tech stack (spec §2): 46 technologies in six categories. */
export const TECH_CATEGORIES = ['Frontend', 'Backend', 'Mobile', 'CMS', 'Design', 'DevOps'] as const;
export type TechCategory = (typeof TECH_CATEGORIES)[number];

export interface Technology {
  name: string;
  category: TechCategory;
  /** Path of an icon the site ships; a technology without one, or whose icon fails, shows its initial. */
  icon?: string;
}

const group = (category: TechCategory, names: string[], icons: Record<string, string> = {}): Technology[] =>
  names.map((name) => ({ name, category, ...(icons[name] ? { icon: icons[name] } : {}) }));

export const techStack: Technology[] = [
  ...group(
    'Frontend',
    ['React', 'Next.js', 'Vue.js', 'Angular', 'TypeScript', 'JavaScript', 'HTML5', 'CSS3', 'Tailwind CSS', 'Redux'],
    { TypeScript: '/tech-icons/typescript.svg', JavaScript: '/tech-icons/javascript.svg' },
  ),
  ...group('Backend', ['Node.js', 'Express', 'Python', 'Django', 'Laravel', 'PHP', 'PostgreSQL', 'MySQL', 'MongoDB', 'Redis']),
  ...group('Mobile', ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Dart', 'Firebase', 'Expo']),
  ...group('CMS', ['WordPress', 'Shopify', 'Strapi', 'Contentful', 'Sanity', 'WooCommerce']),
  ...group('Design', ['Figma', 'Adobe XD', 'Photoshop', 'Illustrator', 'Sketch', 'Framer']),
  ...group('DevOps', ['Docker', 'Kubernetes', 'AWS', 'Google Cloud', 'Nginx', 'GitHub Actions', 'Vercel']),
];
