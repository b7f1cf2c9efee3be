import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ShowcaseProject } from '../../../../shared/content';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { ButtonLink } from '../../components/ButtonLink';
import './showcase.css';

interface ShowcaseProps {
  title: string;
  lead: string;
  projects: ShowcaseProject[];
}

/** Selectable built-in project cards with a detail panel (spec §2 'Web portfolio page'). */
export function Showcase({ title, lead, projects }: ShowcaseProps) {
  const [selectedId, setSelectedId] = useState(projects[0]?.id);
  const selected = projects.find((project) => project.id === selectedId) ?? projects[0];
  const panelId = useId();
  return (
    <>
      <PageMeta title={title} description={lead} />
      <PageHero eyebrow="Portfolio" title={title} lead={lead} />
      <section className="section" aria-label="Projects">
        <div className="container showcase">
          <ul className="showcase__list">
            {projects.map((project) => (
              <li key={project.id}>
                <button
                  type="button"
                  className="card showcase__card"
                  aria-pressed={project.id === selected?.id}
                  aria-controls={panelId}
                  onClick={() => setSelectedId(project.id)}
                >
                  <span className="badge">{project.category}</span>
                  <strong>{project.title}</strong>
                  <span>{project.summary}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <article id={panelId} className="card showcase__detail" aria-live="polite">
              <span className="badge">{selected.category}</span>
              <h2>{selected.title}</h2>
              <p>{selected.description}</p>
              <h3>Key Features</h3>
              <ul className="feature-list">
                {selected.features.map((feature) => (
                  <li key={feature}>
                    <CheckCircle2 aria-hidden="true" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
            </article>
          )}
        </div>
      </section>
      <CallToAction title="Have a similar project in mind?" text="Tell us about it and get a quote within one working day.">
        <ButtonLink to="/get-started" look="primary">Get a Quote</ButtonLink>
        <ButtonLink to="/portfolio" look="secondary">Full Portfolio</ButtonLink>
      </CallToAction>
    </>
  );
}
