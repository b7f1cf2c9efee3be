import type { Plugin } from 'vite';
import { SITE_OG_IMAGE, ogImagePath } from '../../shared/og.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import { SITE_ROUTES } from '../../shared/site-routes.ts';
import { renderOgImage } from '../../api/media/og-image.ts';

/** Staff pages are never shared; the home page shares the site's image; every other route gets its own. */
const SHARED_ROUTES = SITE_ROUTES.filter((route) => route.path !== '/admin' && route.path !== '/');

/** Writes og/<page>.png for every public route and og/site.png into the client build. */
export function ogImages(): Plugin {
  return {
    name: 'og-images',
    apply: 'build',
    async generateBundle() {
      const { name, tagline } = defaultSiteSettings.siteInfo;
      const images = [...SHARED_ROUTES.map((route) => ({ path: ogImagePath(route.path, true), title: route.title })), { path: SITE_OG_IMAGE, title: tagline }];
      for (const { path, title } of images) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await renderOgImage(name, title) });
      }
    },
  };
}
