import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_ROUTES } from '../../../../shared/site-routes';
import { usePageData } from '../../stores/pageData';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { ServiceCard } from '../../components/ServiceCard';
import { ValuesAndImpact } from '../../components/ValuesAndImpact';
import { ScheduleCallLink } from '../../features/cta/ScheduleCallLink';
import { scrollToIdSoon } from '../../lib/scroll';
import { sectionForPath } from './serviceSections';
import { ButtonLink } from '../../components/ButtonLink';

/**
 * Services page (spec §2): all services from GET /api/services, else the six built-in ones. Each
 * /services/<slug> is this page scrolled to its section, titled as the route table names it.
 */
export default function ServicesPage() {
  const stored = usePageData('services');
  const services = useMemo(() => (stored.state === 'ready' ? [...stored.data].sort((a, b) => a.order - b.order) : null), [stored]);
  const { pathname, hash } = useLocation();

  // Sections exist only once the list is in: scroll to /services/{slug} or #anchor after that.
  const target = sectionForPath(pathname) ?? (hash.length > 1 ? hash.slice(1) : undefined);
  useEffect(() => {
    if (services && target) return scrollToIdSoon(target);
  }, [services, target]);

  return (
    <>
      <PageMeta title={SITE_ROUTES.find((route) => route.path === pathname)?.title ?? 'Services'} description="Web development, mobile apps, UI/UX design and more, with transparent starting prices." />
      <PageHero eyebrow="Services" title="Everything you need to succeed online" lead="Transparent starting prices in INR. Every quote is fixed before work begins." />
      <section className="section" aria-labelledby="all-services">
        <div className="container">
          <SectionHeading title="Our Services" id="all-services">
            Pick one service or combine several; one team handles it all.
          </SectionHeading>
          {services ? (
            <div className="card-grid card-grid--3">
              {services.map((service) => (
                <ServiceCard key={service._id} service={service} />
              ))}
            </div>
          ) : (
            <p role="status" className="muted">
              Loading services…
            </p>
          )}
        </div>
      </section>
      <ValuesAndImpact />
      <CallToAction title="Ready to start your project?" text="Tell us what you need and get a detailed quote within one working day.">
        {/* The spec's buttons perform no action; a visitor expects them to lead somewhere (docs/public-site.md). */}
        <ButtonLink to="/get-started" look="primary">Start Your Project</ButtonLink>
        <ScheduleCallLink />
      </CallToAction>
    </>
  );
}
