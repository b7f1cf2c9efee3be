import { useState } from 'react';
import type { Technology } from '../../../../shared/content';

/** The technology's icon, or its initial letter when it has none or the icon fails to load. */
export function TechIcon({ technology }: { technology: Technology }) {
  const [failed, setFailed] = useState(false);
  if (!technology.icon || failed) {
    return (
      <span className="tech-icon tech-icon--letter" aria-hidden="true">
        {technology.name.charAt(0)}
      </span>
    );
  }
  return <img className="tech-icon" src={technology.icon} alt="" width={28} height={28} onError={() => setFailed(true)} />;
}
