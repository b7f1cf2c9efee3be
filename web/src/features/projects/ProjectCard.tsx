import { Link } from 'react-router-dom';
import type { Project } from '../../../../shared/api/projects';
import { moreTechnologiesLabel, previewTechnologies } from '../../lib/format';
import { ProjectPreview } from './ProjectPreview';

/** Cards are one column on phones, two on tablets, about 400 px wide from three columns on. */
const CARD_SIZES = '(max-width: 720px) calc(100vw - 2.5rem), (max-width: 1100px) 50vw, 400px';

export function ProjectCard({ project }: { project: Project }) {
  const technologies = previewTechnologies(project.technologies ?? []);
  return (
    <article className="card project-card">
      <ProjectPreview project={project} sizes={CARD_SIZES} lazy />
      <div className="project-card__body">
        <span className={`badge badge--${project.category}`}>{project.category}</span>
        <h3>
          <Link to={`/projects/${encodeURIComponent(project._id)}`} className="project-card__link">
            {project.title}
          </Link>
        </h3>
        <p className="clamp-2">{project.description}</p>
        <ul className="tag-list" aria-label="Technologies">
          {technologies.shown.map((technology) => (
            <li className="tag" key={technology}>
              {technology}
            </li>
          ))}
          {technologies.hidden > 0 && (
            <li className="tag tag--more">
              <span aria-hidden="true">{moreTechnologiesLabel(technologies.hidden)}</span>
              <span className="visually-hidden">and {technologies.hidden} more</span>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
