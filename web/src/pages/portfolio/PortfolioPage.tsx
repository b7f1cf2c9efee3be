import { ArrowDown } from 'lucide-react';
import { companyFigures } from '../../../../shared/content';
import { useSiteData } from '../../stores/siteData';
import { FigureGrid } from '../../components/FigureGrid';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { ValuesAndImpact } from '../../components/ValuesAndImpact';
import { ProjectGridSection } from '../../features/projects/ProjectGridSection';
import { TestimonialCarouselSection } from '../../features/testimonials/TestimonialCarouselSection';
import { lazySection } from '../../lib/lazySection';
import { scrollToId } from '../../lib/scroll';
import { RotatingWord } from './RotatingWord';
import { ButtonLink } from '../../components/ButtonLink';
import './portfolio.css';

// Below the hero: their code loads as they near the viewport (the tech stack alone is 90 icons).
const TechStack = lazySection(() => import('./TechStack'));
const ProcessSteps = lazySection(() => import('./ProcessSteps'));

const ALL_PROJECTS_ID = 'all-projects';

export default function PortfolioPage() {
  const figures = companyFigures(useSiteData((state) => state.config.figures));
  return (
    <>
      <PageMeta title="Portfolio" description="Websites, mobile apps and brand identities we have delivered." />
      <PageHero
        eyebrow="Portfolio"
        title={
          <>
            We craft <RotatingWord />
            <span className="visually-hidden"> and more</span>
          </>
        }
        lead="A selection of projects for tourism, healthcare, retail, education and agriculture clients."
      >
        <div className="button-row">
          <button type="button" className="button button--accent" onClick={() => scrollToId(ALL_PROJECTS_ID)}>
            View Our Work
            <ArrowDown aria-hidden="true" size={18} />
          </button>
          <ButtonLink to="/portfolio/web" look="ghost">Web Portfolio</ButtonLink>
          <ButtonLink to="/portfolio/mobile" look="ghost">Mobile Portfolio</ButtonLink>
          <ButtonLink to="/portfolio/design" look="ghost">Design Portfolio</ButtonLink>
        </div>
        <FigureGrid figures={figures.heroStats} tone="dark" />
      </PageHero>
      <section className="section" aria-labelledby="achievements">
        <div className="container">
          <SectionHeading eyebrow="Track record" title="Achievements" id="achievements" />
          <FigureGrid figures={figures.achievements} />
        </div>
      </section>
      <ValuesAndImpact />
      <TechStack />
      <ProcessSteps />
      <section className="section section--tinted" aria-labelledby={ALL_PROJECTS_ID}>
        <div className="container">
          <SectionHeading eyebrow="Case studies" title="All Projects" id={ALL_PROJECTS_ID} />
          <ProjectGridSection />
        </div>
      </section>
      <section className="section" aria-labelledby="client-stories">
        <div className="container container--narrow">
          <SectionHeading eyebrow="Testimonials" title="What Our Clients Say" id="client-stories" />
          <TestimonialCarouselSection />
        </div>
      </section>
    </>
  );
}
