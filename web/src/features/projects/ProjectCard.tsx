import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '../../../../shared/api/projects';
import { moreTechnologiesLabel, previewTechnologies } from '../../lib/format';
import { ProjectPreview } from './ProjectPreview';

/** Cards are one column on phones, two on tablets, about 400 px wide from three columns on. */
const CARD_SIZES = '(max-width: 720px) calc(100vw - 2.5rem), (max-width: 1100px) 50vw, 400px';

export function ProjectCard({ project }: { project: Project }) {
  const technologies = previewTechnologies(project.technologies ?? []);
  // '+N more' opens the rest in place: the card's tags are the only list of them on this page.
  const [allShown, setAllShown] = useState(false);
  const shown = allShown ? (project.technologies ?? []) : technologies.shown;
  return (
    <article className="card card--media project-card">
      <ProjectPreview project={project} sizes={CARD_SIZES} lazy />
      <div className="card__body">
        <span className={`badge badge--${project.category}`}>{project.category}</span>
        <h3>
          <Link to={`/projects/${encodeURIComponent(project._id)}`} className="project-card__link">
            {project.title}
          </Link>
        </h3>
        <p className="clamp-2">{project.description}</p>
        <ul className="tag-list" aria-label="Technologies">
          {shown.map((technology) => (
            <li className="tag" key={technology}>
              {technology}
            </li>
          ))}
          {!allShown && technologies.hidden > 0 && (
            <li>
              <button type="button" className="tag tag--more" aria-label={`Show ${technologies.hidden} more technologies`} onClick={() => setAllShown(true)}>
                {moreTechnologiesLabel(technologies.hidden)}
              </button>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
