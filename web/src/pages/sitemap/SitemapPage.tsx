import { Link } from 'react-router-dom';
import { SITE_ROUTES, type SiteRoute } from '../../../../shared/site-routes';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';

const GROUPS: NonNullable<SiteRoute['group']>[] = ['Main Pages', 'Portfolio', 'Resources', 'Legal'];
const idFor = (group: string) => `sitemap-${group.toLowerCase().replace(/\s+/g, '-')}`;

/** Pages by category (spec §2 'Sitemap page') plus the XML sitemap the server generates. */
export default function SitemapPage() {
  return (
    <>
      <PageMeta title="Sitemap" />
      <PageHero eyebrow="Sitemap" title="Sitemap" lead="Every page of this website, by category." />
      <section className="section">
        <div className="container">
          <div className="card-grid card-grid--4">
            {GROUPS.map((group) => (
              <nav className="card" key={group} aria-labelledby={idFor(group)}>
                <h2 id={idFor(group)}>{group}</h2>
                <ul className="link-list">
                  {SITE_ROUTES.filter((route) => route.group === group).map((route) => (
                    <li key={route.path}>
                      <Link to={route.path}>{route.title}</Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <p className="sitemap-xml">
            For search engines: <a href="/sitemap.xml">sitemap.xml</a>
          </p>
        </div>
      </section>
    </>
  );
}
