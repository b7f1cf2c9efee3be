import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSiteData } from '../../stores/siteData';

// Only a visitor who asks for the video downloads the player.
const DemoVideo = lazy(() => import('./DemoVideo'));

/** Watch Demo: plays the demo video set in Settings; hidden while none is set. */
export function WatchDemoButton() {
  const url = useSiteData((state) => state.config.links.demoVideoUrl);
  const [playing, setPlaying] = useState(false);
  if (!url) return null;
  return (
    <>
      <button type="button" className="button button--ghost button--large" onClick={() => setPlaying(true)}>
        <PlayCircle aria-hidden="true" size={18} />
        Watch Demo
      </button>
      {playing && (
        <Suspense fallback={null}>
          <DemoVideo url={url} onClose={() => setPlaying(false)} />
        </Suspense>
      )}
    </>
  );
}
