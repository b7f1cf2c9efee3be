import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';
import { techIconSlugs } from '../../shared/content/tech-stack.ts';

type SimpleIcon = { slug: string; title: string; hex: string; path: string };
const bySlug = new Map((Object.values(simpleIcons) as SimpleIcon[]).map((icon) => [icon.slug, icon]));

/**
 * Writes tech-icons/<slug>.svg for every technology with a Simple Icons logo (CC0), in its brand
 * colour. Files, not JavaScript: only the portfolio page fetches them, lazily, and no bundle grows.
 */
export function techIcons(): Plugin {
  return {
    name: 'tech-icons',
    apply: 'build',
    generateBundle() {
      for (const slug of techIconSlugs()) {
        const icon = bySlug.get(slug);
        if (!icon) this.error(`Simple Icons has no "${slug}" (shared/content/tech-stack.ts)`);
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${icon.title}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
        this.emitFile({ type: 'asset', fileName: `tech-icons/${slug}.svg`, source: svg });
      }
    },
  };
}
