import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  id?: string;
  children?: ReactNode;
  level?: 1 | 2;
}

/** The eyebrow + title + lead paragraph that opens every page section. */
export function SectionHeading({ eyebrow, title, id, children, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="section-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>{title}</Heading>
      {children && <p className="lead">{children}</p>}
    </header>
  );
}
