import { useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { PREVIEW_OVERLAY_HIDE_MS, PREVIEW_TIMEOUT_MS } from '../../lib/displayRules';
import { useTimeout } from '../../lib/useTimeout';
import { LiveSiteLink } from './LiveSiteLink';
import { usePreviewCheck } from './usePreviewCheck';

/** The server's fresh word on whether the site may be framed. */
type Verdict = 'asking' | 'shown' | 'refused';
type FrameLoad = 'loading' | 'loaded' | 'failed';
/** What the card shows: 'checking' keeps the picture while the frame loads unseen behind it. */
type FrameState = 'checking' | FrameLoad;

/**
 * The live site, scaled and sandboxed over the project's picture, with 'View Live Site' once it
 * loaded. The frame starts loading at once but stays invisible until the server confirmed,
 * freshly, that the site allows it (a refused frame shows the browser's grey error page); asking
 * first and loading after would put the frame's work a round trip later, into the page's busiest
 * moment on a phone. A site found unframeable (in the list or by that check), a load failure or
 * the 10 s timeouts leave the picture with a 'Live Preview' strip and the link instead. Loaded on
 * demand (not in the home bundle).
 */
export default function LiveFrame({ project }: { project: Pick<Project, '_id' | 'title' | 'liveUrl' | 'frame'> }) {
  const framable = !project.frame || project.frame.status === 'ok';
  const [verdict, setVerdict] = useState<Verdict>(framable ? 'asking' : 'refused');
  const [load, setLoad] = useState<FrameLoad>('loading');
  const [overlayVisible, setOverlayVisible] = useState(true);
  const state: FrameState = verdict === 'refused' || load === 'failed' ? 'failed' : verdict === 'asking' ? 'checking' : load;

  usePreviewCheck(verdict === 'asking' ? project._id : undefined, (shown) => setVerdict(shown ? 'shown' : 'refused'));

  // The check and the frame each get the spec's bound; the picture stays meanwhile.
  useTimeout(verdict === 'asking', PREVIEW_TIMEOUT_MS, () => setVerdict('refused'));
  useTimeout(state !== 'failed' && load === 'loading', PREVIEW_TIMEOUT_MS, () => setLoad('failed'));
  useTimeout(state === 'loaded', PREVIEW_OVERLAY_HIDE_MS, () => setOverlayVisible(false));

  return (
    <>
      {state !== 'failed' && (
        <div className="preview__viewport" data-state={state}>
          <iframe
            src={project.liveUrl}
            title={`Live preview of ${project.title}`}
            sandbox="allow-scripts allow-same-origin"
            referrerPolicy="no-referrer"
            tabIndex={-1}
            onLoad={() => setLoad('loaded')}
            onError={() => setLoad('failed')}
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
