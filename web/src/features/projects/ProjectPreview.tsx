import { Globe } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { useSettledInView } from '../../lib/useSettledInView';
import { ProjectPicture } from './ProjectPicture';
import './preview.css';

const LiveFrame = lazy(() => import('./LiveFrame'));

interface ProjectPreviewProps {
  project: Pick<Project, '_id' | 'title' | 'liveUrl' | 'image' | 'picture' | 'frame'>;
  sizes: string;
  lazy: boolean;
}

/**
 * The project's picture, always; the live preview of its site comes on top once the card is near
 * the viewport and scrolling stopped (spec §2 'Featured projects grid'), as an enhancement, never
 * instead of it.
 */
export function ProjectPreview({ project, sizes, lazy: lazyPicture }: ProjectPreviewProps) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useSettledInView(box);
  const hasImage = Boolean(project.picture || project.image);
  return (
    <div className="preview" ref={box}>
      <ProjectPicture project={project} sizes={sizes} lazy={lazyPicture} alt={hasImage ? `${project.title} cover` : ''} />
      {!hasImage && (
        <div className="preview__blank">
          <Globe aria-hidden="true" size={28} />
          <strong>{project.title}</strong>
        </div>
      )}
      {!project.liveUrl ? (
        <p className="preview__strip">No live URL available</p>
      ) : (
        inView && (
          <Suspense fallback={null}>
            <LiveFrame project={project} />
          </Suspense>
        )
      )}
    </div>
  );
}
