import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { headTags, type PageHeadInfo } from './lib/head';
import type { PrerenderedData, RenderPage } from '../../shared/api/prerender';
import { applyPrerenderedData } from './stores/siteData';
import { HeadCollector } from './components/PageMeta';
import { preloadPages } from './router';
import { loadSections } from './lib/lazySection';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside a <script>: '<' escaped, so no text can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** schema.org description of the agency from the site configuration (Settings). */
function organizationJsonLd({ config, publicUrl }: PrerenderedData): Record<string, unknown> {
  const { siteInfo, contactInfo, business, social } = config;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name: siteInfo.name,
    description: siteInfo.description,
    url: publicUrl,
    logo: `${publicUrl}/logo.svg`,
    image: `${publicUrl}/logo.svg`,
    email: contactInfo.email,
    telephone: contactInfo.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contactInfo.address,
      addressLocality: contactInfo.city,
      addressRegion: contactInfo.state,
      addressCountry: contactInfo.country,
    },
    foundingDate: String(business.foundingYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: business.employeeCount },
    knowsAbout: business.industry,
    areaServed: business.serviceArea,
    priceRange: business.priceRange,
    sameAs: [social.twitter, social.facebook, social.linkedin].filter(Boolean),
  };
}

/**
 * Prerenders one public page (the server calls this per path and caches the answer until the
 * next admin write). `url` is the path with its query; `data` is what the page shows, and is
 * also embedded so the browser hydrates with the very same state.
 */
export const render: RenderPage = async (url, data) => {
  const pathname = new URL(url, 'http://prerender').pathname;
  const pages = await preloadPages(pathname);
  // Sections the browser hydrates later are rendered here like the rest of the page.
  await loadSections();
  // The store is module state: rendering is synchronous, so no other render interleaves.
  applyPrerenderedData(data);
  const collected: { head?: PageHeadInfo } = {};
  const html = renderToString(
    <StrictMode>
      <HeadCollector value={{ report: (head) => void (collected.head = head) }}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollector>
    </StrictMode>,
  );
  const tags = headTags(collected.head ?? { title: data.config.siteInfo.tagline }, data.config, data.publicUrl, pathname);
  const head = [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head>`),
    ...(tags.canonical ? [`<link rel="canonical" href="${escapeHtml(tags.canonical)}">`] : []),
    `<script type="application/ld+json">${scriptJson(organizationJsonLd(data))}</script>`,
    ...(collected.head?.jsonLd ? [`<script type="application/ld+json">${scriptJson(collected.head.jsonLd)}</script>`] : []),
    `<script type="application/json" id="site-data">${scriptJson(data)}</script>`,
  ].join('\n    ');
  return { html, head, pages };
};
