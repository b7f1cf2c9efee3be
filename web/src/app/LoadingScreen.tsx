/** Shown until configuration, services, testimonials and projects have been fetched (spec §2). */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <img src="/logo.svg" alt="" width={72} height={72} className="loading-screen__logo" />
      <p className="visually-hidden">Loading…</p>
    </div>
  );
}
