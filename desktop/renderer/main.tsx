import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, useNavigate } from 'react-router-dom';
import { AdminApp } from '../../web/src/admin/AdminApp';
import { leadPath } from '../../web/src/admin/shell/paths';
import { EVENTS, type ServerInfo } from '../shared/ipc';
import { createIpcTransport, type Activity } from './ipcTransport';
import { createDataRefresher } from './refresh';
import { ServerSetup } from './ServerSetup';
import { StatusBar } from './StatusBar';
import './desktop.css';

const bridge = window.adminDesktop;

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
