import { useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { PREVIEW_OVERLAY_HIDE_MS, PREVIEW_TIMEOUT_MS } from '../../lib/displayRules';
import { useTimeout } from '../../lib/useTimeout';
import { LiveSiteLink } from './LiveSiteLink';
import { usePreviewCheck } from './usePreviewCheck';

type FrameState = 'checking' | 'loading' | 'loaded' | 'failed';

/**
 * The live site, scaled and sandboxed over the project's picture, with 'View Live Site' once it
 * loaded. The frame loads only after the server confirmed, freshly, that the site allows it; until
 * then the picture shows. A site found unframeable (in the list or by that check), a load failure
 * or the 10 s timeout leave the picture with a 'Live Preview' strip and the link instead. Loaded
 * on demand (not in the home bundle).
 */
export default function LiveFrame({ project }: { project: Pick<Project, '_id' | 'title' | 'liveUrl' | 'frame'> }) {
  const framable = !project.frame || project.frame.status === 'ok';
  const [state, setState] = useState<FrameState>(framable ? 'checking' : 'failed');
  const [overlayVisible, setOverlayVisible] = useState(true);

  usePreviewCheck(state === 'checking' ? project._id : undefined, (shown) => setState(shown ? 'loading' : 'failed'));

  // The check and the frame each get the spec's bound; the picture stays meanwhile.
  useTimeout(state === 'checking', PREVIEW_TIMEOUT_MS, () => setState('failed'));
  useTimeout(state === 'loading', PREVIEW_TIMEOUT_MS, () => setState('failed'));
  useTimeout(state === 'loaded', PREVIEW_OVERLAY_HIDE_MS, () => setOverlayVisible(false));

  return (
    <>
      {(state === 'loading' || state === 'loaded') && (
        <div className="preview__viewport" data-state={state}>
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
      {(state === 'loading' || (state === 'loaded' && overlayVisible)) && (
        <div className="preview__overlay shimmer" data-state={state} data-testid="preview-loading">
          <span>Loading preview</span>
        </div>
      )}
      {(state === 'loaded' || state === 'failed') && (
        <div className="preview__strip" data-state={state}>
          {state === 'failed' && <strong>Live Preview</strong>}
          <LiveSiteLink url={project.liveUrl} title={project.title} />
        </div>
      )}
    </>
  );
}
