import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedData, RenderPage } from '../../../shared/api/prerender.ts';
import { FEATURED_PROJECTS_LIMIT } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { readClientConfig } from '../../services/site-config.ts';
import { findPublicPost, listPublicPosts } from '../posts/public-posts.ts';
import { findPublicProject, listPublicProjects } from '../projects/projects.ts';
import { listPublicServices } from '../services/services.ts';
import { listPublicTestimonials } from '../testimonials/testimonials.ts';

/** Vite's build manifest (dist/web/.vite/manifest.json), as far as linking a page's files goes. */
type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>;

const PROJECT_PATH = /^\/projects\/([^/]+)$/;
const POST_PATH = /^\/insights\/([^/]+)$/;

/** The data a path is rendered with, read through the same domain functions as the API (`now`: which posts are public). */
export async function readPageData(db: Db, publicUrl: string, path: string, now: number): Promise<PrerenderedData> {
  const projectId = PROJECT_PATH.exec(path)?.[1];
  const [config, featuredServices, testimonials, projects, services, project, insights] = await Promise.all([
    readClientConfig(db),
    listPublicServices(db, { featured: true }),
    listPublicTestimonials(db, { featured: true }),
    listPublicProjects(db, { featured: true, limit: FEATURED_PROJECTS_LIMIT }),
    path === '/services' || path.startsWith('/services/') ? listPublicServices(db) : undefined,
    projectId === undefined ? undefined : findPublicProject(db, decodeURIComponent(projectId)),
    readInsightsData(db, path, now),
  ]);
  return {
    publicUrl,
    config,
    featuredServices,
    testimonials,
    projects,
    ...(services ? { services } : {}),
    ...(projectId === undefined ? {} : { projectsById: { [decodeURIComponent(projectId)]: project ?? null } }),
    ...insights,
  };
}

/** What an Insights page shows, and the case studies on a project's page. */
async function readInsightsData(db: Db, path: string, now: number): Promise<Partial<PrerenderedData>> {
  if (path === '/insights') return { latestPosts: await listPublicPosts(db, {}, now) };
  const slug = POST_PATH.exec(path)?.[1];
  if (slug !== undefined) return { postsBySlug: { [decodeURIComponent(slug)]: (await findPublicPost(db, decodeURIComponent(slug), now)) ?? null } };
  const projectId = PROJECT_PATH.exec(path)?.[1];
  if (projectId === undefined) return {};
  const id = decodeURIComponent(projectId);
  return { caseStudiesByProject: { [id]: (await listPublicPosts(db, { project: id }, now)).data } };
}

export interface Prerenderer {
  /** The full HTML document of `url` (path and query), rendered with `data`. */
  page(url: string, data: PrerenderedData): Promise<Buffer>;
}

/**
 * The SSR bundle (`npm run build` writes it beside dist/web) and the index.html template, loaded
 * on the first page that needs them: the bundle holds React and every page (megabytes of code),
 * which a start should not wait for. Undefined without a bundle: the server then falls back to
 * the plain app shell, which fetches its data itself.
 */
export function lazyPrerenderer(webRoot: string, serverRoot: string): (() => Promise<Prerenderer>) | undefined {
  const entry = join(serverRoot, 'entry-server.js');
  const manifestFile = join(webRoot, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  let loading: Promise<Prerenderer> | undefined;
  return () => (loading ??= loadPrerenderer(entry, manifestFile, webRoot));
}

async function loadPrerenderer(entry: string, manifestFile: string, webRoot: string): Promise<Prerenderer> {
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // Stylesheets are inlined: the site's CSS is a few kilobytes compressed, and each linked sheet
  // would cost a phone one more round trip before the first paint. A disabled link (never
  // fetched) names each inlined file, so Vite's loader, which skips sheets already linked, does
  // not append it again when the client imports the page: appended last, it would reorder the
  // cascade and move the layout.
  const styles = new Map<string, string>();
  const styleOf = (file: string) => {
    let style = styles.get(file);
    if (style === undefined) styles.set(file, (style = `<style>${readFileSync(join(webRoot, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`));
    return style;
  };
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8').replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (_link, file: string) => styleOf(file),
  )
    // The prerendered HTML is the page; scripts only make it interactive, so the phone fetches
    // them after what it shows (images). Lighthouse counts high-priority fetches as paint-blocking.
    .replace(/<(script type="module"|link rel="modulepreload")/g, '$& fetchpriority="low"');
  const headStart = template.indexOf('<!--app-head-->');
  const headEnd = template.indexOf('<!--/app-head-->');
  const [beforeHtml, afterHtml] = template.split('<!--app-html-->');
  if (headStart < 0 || headEnd < headStart || afterHtml === undefined) throw new Error('index.html lacks the prerender markers');

  /** Styles and module preloads of the rendered page chunks, so the first paint is styled. */
  const assetLinks = (pages: string[]): string => {
    const css = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      // The entry and its CSS are in index.html already.
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    pages.forEach(visit);
    return [
      ...[...css].map(styleOf),
      ...[...scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
    ].join('\n    ');
  };

  return {
    async page(url, data) {
      const { html, head, pages } = await render(url, data);
      const document =
        template.slice(0, headStart) +
        `${head}\n    ${assetLinks(pages)}` +
        beforeHtml.slice(headEnd + '<!--/app-head-->'.length) +
        html +
        afterHtml;
      return Buffer.from(document);
    },
  };
}
