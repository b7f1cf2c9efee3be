import type { ClientConfig } from './config.ts';
import type { Page } from './lists.ts';
import type { PostSummary, PublicPost } from './posts.ts';
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
  /** Every public service (the services pages). */
  services?: Service[];
  /** The project of a /projects/:id page; null when there is no such active project. */
  projectsById?: Record<string, Project | null>;
  /** /insights: the first page of the newest posts. */
  latestPosts?: Page<PostSummary>;
  /** The post of an /insights/:slug page; null when no public post has that address. */
  postsBySlug?: Record<string, PublicPost | null>;
  /** The case studies of a /projects/:id page's project. */
  caseStudiesByProject?: Record<string, PostSummary[]>;
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
