import type { ReactNode } from 'react';

/** An icon beside a short heading and text: the side column of the quote and contact pages. */
export function AsideItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="aside-item">
      <span className="icon-badge" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="aside-item__title">{title}</h2>
        {children}
      </div>
    </div>
  );
}
