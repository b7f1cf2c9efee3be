import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedData, RenderPage } from '../../../shared/api/prerender.ts';
import { FEATURED_PROJECTS_LIMIT } from '../../../shared/constants.ts';
import { pageDataId, pageDataOf, type PageDataName, type PageDataTypes } from '../../../shared/page-data.ts';
import { postFilterOf } from '../../../shared/post-filter.ts';
import type { Db } from '../../db/connect.ts';
import { readClientConfig } from '../../services/site-config.ts';
import { findPublicPost, listPublicPosts } from '../posts/public-posts.ts';
import { findPublicProject, listPublicProjects } from '../projects/projects.ts';
import { listPublicServices } from '../services/services.ts';
import { listPublicTestimonials } from '../testimonials/testimonials.ts';

/** Vite's build manifest (dist/web/.vite/manifest.json), as far as linking a page's files goes. */
type Manifest = Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>;

/**
 * How the server reads each piece of page data: through the same domain functions as the API
 * (`now`: which posts are public yet).
 */
const PAGE_DATA_READERS: { [Name in PageDataName]: (db: Db, param: string, now: number) => Promise<PageDataTypes[Name]> } = {
  services: (db) => listPublicServices(db),
  project: async (db, id) => (await findPublicProject(db, id)) ?? null,
  caseStudies: async (db, id, now) => (await listPublicPosts(db, { project: id }, now)).data,
  latestPosts: (db, filter, now) => listPublicPosts(db, postFilterOf(filter), now),
  post: async (db, slug, now) => (await findPublicPost(db, slug, now)) ?? null,
};

/** The data a path (and query string, for the pages that read theirs) is rendered with: what every page shares and what its route shows. */
export async function readPageData(db: Db, publicUrl: string, path: string, now: number, search = ''): Promise<PrerenderedData> {
  const [config, featuredServices, testimonials, projects, page] = await Promise.all([
    readClientConfig(db),
    listPublicServices(db, { featured: true }),
    listPublicTestimonials(db, { featured: true }),
    listPublicProjects(db, { featured: true, limit: FEATURED_PROJECTS_LIMIT }),
    Promise.all(pageDataOf(path, search).map(async (key) => [pageDataId(key), await PAGE_DATA_READERS[key.name](db, key.param, now)] as const)),
  ]);
  return { publicUrl, config, featuredServices, testimonials, projects, page: Object.fromEntries(page) };
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
