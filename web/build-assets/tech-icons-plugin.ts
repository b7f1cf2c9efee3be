import sharp from 'sharp';
import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';
import { TECH_ICON_PIXELS, techIconSlugs } from '../../shared/content/tech-stack.ts';

type SimpleIcon = { slug: string; title: string; hex: string; path: string };
const bySlug = new Map((Object.values(simpleIcons) as SimpleIcon[]).map((icon) => [icon.slug, icon]));

/**
 * Writes tech-icons/<slug>.webp for every technology with a Simple Icons logo (CC0), in its brand
 * colour. Files, not JavaScript: only the portfolio page fetches them, and no bundle grows.
 * A bitmap rather than the SVG itself: Chromium builds a document per SVG image on the main thread
 * (about 15 ms each at Lighthouse's 4x CPU slowdown, 43 of them while the page loads), a bitmap is
 * decoded off it. Lossless WebP: a third smaller than PNG for these flat logos.
 */
export function techIcons(): Plugin {
  return {
    name: 'tech-icons',
    apply: 'build',
    async generateBundle() {
      for (const slug of techIconSlugs()) {
        const icon = bySlug.get(slug);
        if (!icon) this.error(`Simple Icons has no "${slug}" (shared/content/tech-stack.ts)`);
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
        const webp = await sharp(Buffer.from(svg), { density: (72 * TECH_ICON_PIXELS) / 24 })
          .resize(TECH_ICON_PIXELS, TECH_ICON_PIXELS)
          .webp({ lossless: true, effort: 6 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: `tech-icons/${slug}.webp`, source: webp });
      }
    },
  };
}
