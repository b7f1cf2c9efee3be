/**
 * What a page whose content is page data (stores/pageData.ts) shows before that content is
 * there: a status line while it loads, and a plain apology when it could not be loaded.
 */
export function PageDataStatus({ state, what }: { state: 'loading' | 'failed'; what: string }) {
  return (
    <section className="section">
      <div className="container container--narrow">
        <p role="status" className="muted">
          {state === 'loading' ? `Loading ${what}…` : `The ${what} could not be loaded. Please try again later.`}
        </p>
      </div>
    </section>
  );
}
