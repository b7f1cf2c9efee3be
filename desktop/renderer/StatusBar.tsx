import type { Activity } from './ipcTransport';

/**
 * Under the window: keychain notices, and the progress of a running upload or export (the
 * admin screens' own notices tell the outcome, success or failure, once it ends).
 */
export function StatusBar({ notices, activity }: { notices: string[]; activity: Activity | null }) {
  const running = activity?.state === 'running' ? activity : null;
  if (notices.length === 0 && !running) return null;
  return (
    <div className="desk-status" role="status" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice} className="desk-notice">
          {notice}
        </p>
      ))}
      {running && (
        <p className="desk-activity">
          {running.label}: {Math.round(running.fraction * 100)}%{' '}
          <progress max={1} value={running.fraction} aria-label={`${running.label} progress`} />
        </p>
      )}
    </div>
  );
}
