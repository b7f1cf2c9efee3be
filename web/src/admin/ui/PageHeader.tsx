import type { ReactNode } from 'react';

/** The title row of every tab, with the tab's own buttons on the right. */
export function PageHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="adm-page-header">
      <div>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </div>
      {children && <div className="adm-page-header__actions">{children}</div>}
    </header>
  );
}
