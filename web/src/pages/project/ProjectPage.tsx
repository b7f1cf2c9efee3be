import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { wholeLettersWithin } from '../../../../shared/whole-letters';
import { usePageData } from '../../stores/pageData';
import { PageDataStatus } from '../../components/PageDataStatus';
import { PageMeta } from '../../components/PageMeta';
import { CaseStudiesSection } from '../../features/insights/CaseStudiesSection';
import { ProjectPreview } from '../../features/projects/ProjectPreview';
import NotFoundPage from '../not-found/NotFoundPage';
import './project.css';

/** /projects/:id: one portfolio project (GET /api/projects/{id}); prerendered pages carry it. */
export default function ProjectPage() {
  const lookup = usePageData('project');
  const caseStudies = usePageData('caseStudies');
  if (lookup.state !== 'ready') return <PageDataStatus state={lookup.state} what="project" />;
  const project = lookup.data;
  if (!project) return <NotFoundPage />;
  return (
    <>
      <PageMeta title={project.title} description={wholeLettersWithin(project.description, 160)} />
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
          {/* Without them (none, not loaded, or failed) the project page stands on its own. */}
          {caseStudies.state === 'ready' && caseStudies.data.length > 0 && <CaseStudiesSection posts={caseStudies.data} />}
        </div>
      </article>
    </>
  );
}
