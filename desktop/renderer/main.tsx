import { StrictMode, useEffect, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, useNavigate } from 'react-router-dom';
import { AdminApp } from '../../web/src/admin/AdminApp';
import { leadPath } from '../../web/src/admin/shell/paths';
import { EVENTS, type ServerInfo } from '../shared/ipc';
import { createIpcTransport, type Activity } from './ipcTransport';
import { createDataRefresher } from './refresh';
import './desktop.css';

const bridge = window.adminDesktop;

/** First run (and File > Server Address…): which API server this app manages. */
function ServerSetup({ info, onSaved, onCancel }: { info: ServerInfo; onSaved(info: ServerInfo): void; onCancel?: () => void }) {
  const [value, setValue] = useState(info.apiBase ?? info.defaultApiBase);
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    const answer = await bridge.setServer(value);
    if (answer.ok) onSaved(answer.value);
    else setError(answer.message);
  }
  return (
    <main className="desk-setup">
      <form className="desk-setup__card" onSubmit={(event) => void save(event)}>
        <h1>Connect to your website</h1>
        <p>Enter the address of the agency website's server. The app remembers it.</p>
        <label htmlFor="desk-server">Server address</label>
        <input id="desk-server" type="url" required value={value} onChange={(event) => setValue(event.target.value)} />
        {error && (
          <p className="desk-error" role="alert">
            {error}
          </p>
        )}
        <div className="desk-setup__actions">
          {onCancel && (
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          )}
          <button type="submit" className="desk-primary">
            Continue
          </button>
        </div>
      </form>
    </main>
  );
}

/** A clicked new-lead notification (main process) opens that lead's detail in its list. */
function LeadOpener() {
  const navigate = useNavigate();
  useEffect(
    () =>
      bridge.on(EVENTS.openLead, (lead) => {
        if (lead && (lead.kind === 'quote' || lead.kind === 'contact')) void navigate(leadPath(lead.kind, String(lead.id), String(lead.email)));
      }),
    [navigate],
  );
  return null;
}

/**
 * Under the window: keychain notices, and the progress of a running upload or export (the
 * admin screens' own notices tell the outcome, success or failure, once it ends).
 */
function StatusBar({ notices, activity }: { notices: string[]; activity: Activity | null }) {
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

function DesktopRoot() {
  const [server, setServer] = useState<ServerInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [activity, setActivity] = useState<Activity | null>(null);
  const transport = useMemo(() => createIpcTransport(bridge, { onActivity: setActivity }), []);
  const refresh = useMemo(() => createDataRefresher(transport), [transport]);

  useEffect(() => {
    void bridge.getServer().then((answer) => (answer.ok ? setServer(answer.value) : setLoadError(answer.message)));
    const stops = [
      bridge.on(EVENTS.notice, (message) => setNotices((list) => (list.includes(String(message)) ? list : [...list, String(message)]))),
      bridge.on(EVENTS.refresh, () => void refresh().catch(() => undefined)),
      bridge.on(EVENTS.configure, () => setConfiguring(true)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [refresh]);

  if (loadError) return <p className="desk-error">{loadError}</p>;
  if (!server) return <p role="status">Loading…</p>;
  if (!server.apiBase || configuring) {
    return (
      <ServerSetup
        info={server}
        onSaved={(info) => {
          setServer(info);
          setConfiguring(false);
        }}
        onCancel={server.apiBase ? () => setConfiguring(false) : undefined}
      />
    );
  }
  return (
    <>
      {/* A new server means a new session: remount so the admin asks the main process again. */}
      {/* The open tab lives in the URL as in the browser (#/admin/quotes): reload keeps it, and a
          hash router needs nothing from the app:// protocol handler beyond index.html. */}
      <HashRouter>
        <AdminApp key={server.apiBase} transport={transport} nativeFilePicker nativeAlerts siteUrl={server.apiBase} />
        <LeadOpener />
      </HashRouter>
      <StatusBar notices={notices} activity={activity} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <DesktopRoot />
  </StrictMode>,
);
