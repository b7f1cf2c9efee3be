import type { PageDataSet } from '../page-data.ts';
import type { ClientConfig } from './config.ts';
import type { Project } from './projects.ts';
import type { Service } from './services.ts';
import type { Testimonial } from './testimonials.ts';

/**
 * The data a prerendered page is rendered with and carries in
 * <script type="application/json" id="site-data"> (design §7), so the browser hydrates with the
 * very same state: what every public page shares, plus what its own route shows.
 */
export interface PrerenderedData {
  /** PUBLIC_URL: canonical links and Open Graph URLs. */
  publicUrl: string;
  config: ClientConfig;
  featuredServices: Service[];
  testimonials: Testimonial[];
  projects: Project[];
  /** The data of the page's own route (shared/page-data.ts). */
  page: PageDataSet;
}

/** What the SSR bundle (dist/server/entry-server.js) answers for one page. */
export interface RenderedPage {
  /** Markup for <div id="root">. */
  html: string;
  /** Title, meta, canonical, JSON-LD and the data script, for <head>. */
  head: string;
  /** Build-manifest keys of the page chunks rendered, so their CSS and JS can be linked. */
  pages: string[];
}

export type RenderPage = (url: string, data: PrerenderedData) => Promise<RenderedPage>;
