import { ExternalLink, Globe, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { PREVIEW_OVERLAY_HIDE_MS, PREVIEW_TIMEOUT_MS } from '../../../../shared/constants';
import { useInView } from '../../lib/useInView';
import { useTimeout } from '../../lib/useTimeout';

type PreviewState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * A scaled, sandboxed live preview of the project's site (spec §2 'Featured projects grid').
 * The frame is only created once the card is near the viewport, and the 10 s timeout starts then.
 */
export function ProjectPreview({ project }: { project: Pick<Project, 'title' | 'liveUrl'> }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const [state, setState] = useState<PreviewState>('waiting');
  const [overlayVisible, setOverlayVisible] = useState(true);
  const current = inView && state === 'waiting' ? 'loading' : state;

  useTimeout(current === 'loading', PREVIEW_TIMEOUT_MS, () => setState('failed'));
  useTimeout(current === 'loaded', PREVIEW_OVERLAY_HIDE_MS, () => setOverlayVisible(false));

  if (!project.liveUrl) {
    return (
      <div className="preview preview--panel">
        <ImageOff aria-hidden="true" size={28} />
        <strong>{project.title}</strong>
        <span>No live URL available</span>
      </div>
    );
  }
  if (current === 'failed') {
    return (
      <div className="preview preview--panel">
        <Globe aria-hidden="true" size={28} />
        <strong>Live Preview</strong>
        <a href={project.liveUrl} target="_blank" rel="noopener noreferrer" className="button button--small button--primary">
          View Live Site
          <ExternalLink aria-hidden="true" size={14} />
          <span className="visually-hidden"> of {project.title} (opens in a new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <div className="preview" ref={box} data-state={current}>
      {current !== 'waiting' && (
        <div className="preview__viewport">
          <iframe
            src={project.liveUrl}
            title={`Live preview of ${project.title}`}
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="no-referrer"
            tabIndex={-1}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        </div>
      )}
      {overlayVisible && (
        <div className="preview__overlay shimmer" data-testid="preview-loading">
          <span>Loading preview</span>
        </div>
      )}
    </div>
  );
}
