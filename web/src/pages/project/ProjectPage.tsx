import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Project } from '../../../../shared/api/projects';
import { useSiteData } from '../../stores/siteData';
import { PageMeta } from '../../components/PageMeta';
import { CaseStudies } from '../../features/insights/CaseStudies';
import { ProjectPreview } from '../../features/projects/ProjectPreview';
import { getJson, HttpError } from '../../lib/http';
import NotFoundPage from '../not-found/NotFoundPage';
import './project.css';

type Lookup = { state: 'loading' } | { state: 'found'; project: Project } | { state: 'missing' } | { state: 'failed' };

/** A project the store knows: found, or (null) known not to exist. */
const lookupOf = (known: Project | null | undefined): Lookup =>
  known ? { state: 'found', project: known } : known === null ? { state: 'missing' } : { state: 'loading' };

/** /projects/:id: one portfolio project (GET /api/projects/{id}); prerendered pages carry it. */
export default function ProjectPage() {
  const { id = '' } = useParams();
  const known = useSiteData((state) => state.projectsById[id]);
  // Why the last fetch found nothing; a project the store knows needs no fetch.
  const [failure, setFailure] = useState<{ id: string; state: 'missing' | 'failed' } | null>(null);
  const lookup: Lookup = known !== undefined ? lookupOf(known) : failure?.id === id ? { state: failure.state } : { state: 'loading' };

  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    getJson<{ project: Project }>(`/api/projects/${encodeURIComponent(id)}`).then(
      ({ project }) => {
        if (!current) return;
        useSiteData.setState((data) => ({ projectsById: { ...data.projectsById, [project._id]: project } }));
      },
      (error: unknown) => current && setFailure({ id, state: error instanceof HttpError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, known]);

  if (lookup.state === 'missing') return <NotFoundPage />;
  if (lookup.state !== 'found') {
    return (
      <section className="section">
        <div className="container container--narrow">
          <p role="status" className="muted">
            {lookup.state === 'loading' ? 'Loading project…' : 'The project could not be loaded. Please try again later.'}
          </p>
        </div>
      </section>
    );
  }
  const { project } = lookup;
  return (
    <>
      <PageMeta title={project.title} description={project.description.slice(0, 160)} />
      <article className="section">
        <div className="container project-page">
          <Link to="/portfolio" className="text-link">
            <ArrowLeft aria-hidden="true" size={16} />
            Back to the portfolio
          </Link>
          <header className="project-page__header">
            <span className={`badge badge--${project.category}`}>{project.category}</span>
            <h1>{project.title}</h1>
          </header>
          <div className="project-page__preview card">
            <ProjectPreview project={project} sizes="(max-width: 1000px) calc(100vw - 2.5rem), 960px" lazy={false} />
          </div>
          <p className="project-page__description">{project.description}</p>
          {project.technologies.length > 0 && (
            <section aria-labelledby="project-technologies">
              <h2 id="project-technologies">Technologies</h2>
              <ul className="tag-list">
                {project.technologies.map((technology) => (
                  <li className="tag" key={technology}>
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <CaseStudies projectId={project._id} />
        </div>
      </article>
    </>
  );
}
