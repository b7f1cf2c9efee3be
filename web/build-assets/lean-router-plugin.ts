import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': join(routerDist, 'production/index.mjs'),
  'react-router/dom': join(routerDist, 'production/dom-export.mjs'),
};
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const APP_SOURCE = /[\\/]web[\\/]src[\\/]/;
const leanRouterDom = fileURLToPath(new URL('./lean-router-dom.ts', import.meta.url));
const DISPLAY_NAME = /^[\t ]*[\w$]+\.displayName = "[\w.]*";$/gm;
const FACTORY_CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * react-router as the home page's budget (design §8) needs it, in built bundles only:
 * - its production build: the package's exports only name the development one, the same code
 *   with its dev warnings switched on (0.5 KB gzip of strings);
 * - without the `X.displayName = "X"` lines after its components, and with React's component
 *   factories (forwardRef, createContext, memo) marked pure: to a bundler an assignment or an
 *   unmarked call is a side effect, so each kept every component the site never renders (<Form>,
 *   <Await>, the framework-mode prefetch links behind <Link>...) and all they call. A display name
 *   only labels a component in React's dev tools;
 * - the site's own imports of 'react-router-dom' get lean-router-dom.ts: the router itself, with a
 *   <Link> and <NavLink> that leave out what the site never uses. Code keeps importing from
 *   'react-router-dom' as documented; dev and unit tests run the real components.
 */
export function leanRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && APP_SOURCE.test(importer)) return leanRouterDom;
      return ROUTER_PRODUCTION[source] ?? null;
    },
    transform(code, id) {
      return ROUTER_FILE.test(id) ? { code: code.replace(DISPLAY_NAME, '').replace(FACTORY_CALL, '/* @__PURE__ */ $1'), map: null } : null;
    },
  };
}
