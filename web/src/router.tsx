import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from './app/LoadingScreen';
import { PublicLayout } from './app/PublicLayout';
import { RootShell } from './app/RootShell';
import type { SitePath } from '../../shared/site-routes';

/**
 * Routes for react-router's declarative mode (<BrowserRouter>/<StaticRouter> + useRoutes): the
 * data router costs about 16 KB gzip more on the home page, and the site uses none of its
 * loaders or actions (docs/performance.md).
 *
 * Every screen is its own chunk, so a visitor downloads only the pages they open. The keys are
 * the source files, which are also the keys of Vite's build manifest: the server links a
 * prerendered page's CSS and chunks from there.
 */
type PageModule = { default: ComponentType };
const pageModules = import.meta.glob<PageModule>(['./pages/*/*Page.tsx', './admin/AdminApp.tsx']);

const loadedPages = new Map<string, ComponentType>();
const pendingPages = new Map<string, Promise<ComponentType>>();

function loadPage(file: string): Promise<ComponentType> {
  let pending = pendingPages.get(file);
  if (!pending) {
    const load = pageModules[file];
    if (!load) throw new Error(`No page module ${file}`);
    pending = load().then(({ default: Component }) => {
      loadedPages.set(file, Component);
      return Component;
    });
    // A failed chunk load (e.g. a new deploy) may be retried by the next navigation.
    pending.catch(() => pendingPages.delete(file));
    pendingPages.set(file, pending);
  }
  return pending;
}

/** A loaded page renders at once (so hydration matches the server); any other suspends. */
function Page({ file }: { file: string }) {
  const Component = loadedPages.get(file) ?? use(loadPage(file));
  // A module's default export, loaded once and kept: the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component />;
}

interface PageHandle {
  /** Source file of the page, e.g. './pages/home/HomePage.tsx'. */
  page: string;
}

const page = (file: string): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <Page file={file} />,
  handle: { page: file } satisfies PageHandle,
});

const SERVICES_PAGE = './pages/services/ServicesPage.tsx';

/**
 * The page of every public path of the route table (shared/site-routes.ts). Keyed by its paths,
 * so a page renamed or added there fails to compile until it is here too.
 */
const PAGES: Record<Exclude<SitePath, '/admin'>, string> = {
  '/': './pages/home/HomePage.tsx',
  '/services': SERVICES_PAGE,
  // Footer links /services/web, /services/mobile...: the services page, scrolled to that section.
  '/services/web': SERVICES_PAGE,
  '/services/mobile': SERVICES_PAGE,
  '/services/design': SERVICES_PAGE,
  '/services/marketing': SERVICES_PAGE,
  '/services/seo': SERVICES_PAGE,
  '/get-started': './pages/get-started/GetStartedPage.tsx',
  '/about': './pages/about/AboutPage.tsx',
  '/contact': './pages/contact/ContactPage.tsx',
  '/portfolio': './pages/portfolio/PortfolioPage.tsx',
  '/portfolio/web': './pages/showcase/WebPortfolioPage.tsx',
  '/portfolio/design': './pages/showcase/DesignPortfolioPage.tsx',
  '/portfolio/mobile': './pages/showcase/MobilePortfolioPage.tsx',
  '/testimonials': './pages/testimonials/TestimonialsPage.tsx',
  '/insights': './pages/insights/InsightsPage.tsx',
  '/company': './pages/company/CompanyPage.tsx',
  '/sitemap': './pages/sitemap/SitemapPage.tsx',
  '/terms': './pages/legal/TermsPage.tsx',
  '/privacy': './pages/legal/PrivacyPage.tsx',
  '/terms-of-service': './pages/legal/TermsOfServicePage.tsx',
  '/privacy-policy': './pages/legal/PrivacyPolicyPage.tsx',
  '/unsubscribe': './pages/unsubscribe/UnsubscribePage.tsx',
  '/newsletter/confirm': './pages/newsletter-confirm/NewsletterConfirmPage.tsx',
  '/verify-otp': './pages/verify-otp/VerifyOtpPage.tsx',
  '/your-data': './pages/your-data/YourDataPage.tsx',
};

const publicRoutes: RouteObject[] = [
  ...Object.entries(PAGES).map(([path, file]) => (path === '/' ? { index: true, ...page(file) } : { path: path.slice(1), ...page(file) })),
  { path: 'projects/:id', ...page('./pages/project/ProjectPage.tsx') },
  { path: 'insights/:slug', ...page('./pages/post/PostPage.tsx') },
  { path: '*', ...page('./pages/not-found/NotFoundPage.tsx') },
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // Staff screens: no public header, footer or data; never bundled with public pages.
      {
        // Each tab has its own path below /admin (/admin/quotes).
        path: 'admin/*',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <Page file="./admin/AdminApp.tsx" />
          </Suspense>
        ),
      },
      { element: <PublicLayout />, children: publicRoutes },
    ],
  },
];

/** Loads the page chunks a path renders; answers their manifest keys ('src/pages/...'). */
export async function preloadPages(pathname: string): Promise<string[]> {
  const files = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.handle as PageHandle | undefined)?.page)
    .filter((file): file is string => Boolean(file));
  await Promise.all(files.map(loadPage));
  return files.map((file) => `src/${file.slice(2)}`);
}
