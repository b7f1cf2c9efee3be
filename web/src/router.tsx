import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from './app/LoadingScreen';
import { PublicLayout } from './app/PublicLayout';
import { RootShell } from './app/RootShell';
import { SERVICE_SECTION_SLUGS } from './pages/services/serviceSections';

/**
 * Routes for react-router's declarative mode (<BrowserRouter>/<StaticRouter> + useRoutes): the
 * data router costs about 16 KB gzip more on the home page, and the site uses none of its
 * loaders or actions (README 'Performance').
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

const servicesPage = page('./pages/services/ServicesPage.tsx');

const publicRoutes: RouteObject[] = [
  { index: true, ...page('./pages/home/HomePage.tsx') },
  { path: 'services', ...servicesPage },
  // Footer links /services/web, /services/mobile...: the services page, scrolled to that section.
  ...SERVICE_SECTION_SLUGS.map((slug) => ({ path: `services/${slug}`, ...servicesPage })),
  { path: 'get-started', ...page('./pages/get-started/GetStartedPage.tsx') },
  { path: 'portfolio', ...page('./pages/portfolio/PortfolioPage.tsx') },
  { path: 'portfolio/web', ...page('./pages/showcase/WebPortfolioPage.tsx') },
  { path: 'portfolio/design', ...page('./pages/showcase/DesignPortfolioPage.tsx') },
  { path: 'portfolio/mobile', ...page('./pages/showcase/MobilePortfolioPage.tsx') },
  { path: 'projects/:id', ...page('./pages/project/ProjectPage.tsx') },
  { path: 'testimonials', ...page('./pages/testimonials/TestimonialsPage.tsx') },
  { path: 'company', ...page('./pages/company/CompanyPage.tsx') },
  { path: 'about', ...page('./pages/about/AboutPage.tsx') },
  { path: 'contact', ...page('./pages/contact/ContactPage.tsx') },
  { path: 'terms', ...page('./pages/legal/TermsPage.tsx') },
  { path: 'privacy', ...page('./pages/legal/PrivacyPage.tsx') },
  { path: 'terms-of-service', ...page('./pages/legal/TermsOfServicePage.tsx') },
  { path: 'privacy-policy', ...page('./pages/legal/PrivacyPolicyPage.tsx') },
  { path: 'sitemap', ...page('./pages/sitemap/SitemapPage.tsx') },
  { path: 'unsubscribe', ...page('./pages/unsubscribe/UnsubscribePage.tsx') },
  { path: 'verify-otp', ...page('./pages/verify-otp/VerifyOtpPage.tsx') },
  { path: '*', ...page('./pages/not-found/NotFoundPage.tsx') },
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      // Staff screens: no public header, footer or data; never bundled with public pages.
      {
        path: 'admin',
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
