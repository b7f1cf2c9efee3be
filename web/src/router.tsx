import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from './app/ErrorPage';
import { PublicLayout } from './app/PublicLayout';
import { RootShell } from './app/RootShell';
import { SERVICE_SECTION_SLUGS } from './pages/services/serviceSections';

/** Every screen is its own chunk, so a visitor downloads only the pages they open. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const servicesPage = page(() => import('./pages/services/ServicesPage'));

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/home/HomePage')) },
  { path: 'services', lazy: servicesPage },
  // Footer links /services/web, /services/mobile...: the services page, scrolled to that section.
  ...SERVICE_SECTION_SLUGS.map((slug) => ({ path: `services/${slug}`, lazy: servicesPage })),
  { path: 'get-started', lazy: page(() => import('./pages/get-started/GetStartedPage')) },
  { path: 'portfolio', lazy: page(() => import('./pages/portfolio/PortfolioPage')) },
  { path: 'portfolio/web', lazy: page(() => import('./pages/showcase/WebPortfolioPage')) },
  { path: 'portfolio/design', lazy: page(() => import('./pages/showcase/DesignPortfolioPage')) },
  { path: 'portfolio/mobile', lazy: page(() => import('./pages/showcase/MobilePortfolioPage')) },
  { path: 'testimonials', lazy: page(() => import('./pages/testimonials/TestimonialsPage')) },
  { path: 'company', lazy: page(() => import('./pages/company/CompanyPage')) },
  { path: 'about', lazy: page(() => import('./pages/about/AboutPage')) },
  { path: 'contact', lazy: page(() => import('./pages/contact/ContactPage')) },
  { path: 'terms', lazy: page(() => import('./pages/legal/TermsPage')) },
  { path: 'privacy', lazy: page(() => import('./pages/legal/PrivacyPage')) },
  { path: 'terms-of-service', lazy: page(() => import('./pages/legal/TermsOfServicePage')) },
  { path: 'privacy-policy', lazy: page(() => import('./pages/legal/PrivacyPolicyPage')) },
  { path: 'sitemap', lazy: page(() => import('./pages/sitemap/SitemapPage')) },
  { path: 'unsubscribe', lazy: page(() => import('./pages/unsubscribe/UnsubscribePage')) },
  { path: 'verify-otp', lazy: page(() => import('./pages/verify-otp/VerifyOtpPage')) },
  { path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <ErrorPage />,
    children: [
      // Staff screens: no public header, footer or data; never bundled with public pages.
      { path: 'admin', lazy: page(() => import('./admin/AdminApp')) },
      { element: <PublicLayout />, children: publicRoutes },
    ],
  },
];
