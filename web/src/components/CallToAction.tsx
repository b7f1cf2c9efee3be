import type { ReactNode } from 'react';

/** The closing band of a page: a question and one or two actions. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="section">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="button-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
