import { useEffect, useRef, useState } from 'react';
import type { Technology } from '../../../../shared/content';

/** The technology's icon, or its initial letter when it has none or the icon fails to load. */
export function TechIcon({ technology }: { technology: Technology }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // In a prerendered page the image may have failed before hydration attached onError.
  useEffect(() => {
    // decode() rejects for a broken image.
    if (image.current?.complete) image.current.decode().catch(() => setFailed(true));
  }, []);
  if (!technology.icon || failed) {
    return (
      <span className="tech-icon tech-icon--letter" aria-hidden="true">
        {technology.name.charAt(0)}
      </span>
    );
  }
  return (
    <img ref={image} className="tech-icon" src={technology.icon} alt="" width={28} height={28} decoding="async" onError={() => setFailed(true)} />
  );
}
