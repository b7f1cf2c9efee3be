import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const leanIconFactory = fileURLToPath(new URL('./lean-icons.ts', import.meta.url));

/**
 * lucide-react's icon component carries a context provider, stroke scaling and class merging the
 * site never uses: 1.5 KB gzip of the home page's 100 KB budget (design §8), three times what the
 * icons themselves weigh. In built bundles, each icon module's `../createLucideIcon.mjs` resolves
 * to lean-icons.ts instead, which draws the same SVG. Code keeps importing icons from
 * 'lucide-react' as documented; dev and unit tests run the real component.
 */
export function leanIcons(): Plugin {
  return {
    name: 'lean-lucide-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) {
        return leanIconFactory;
      }
      return null;
    },
  };
}
