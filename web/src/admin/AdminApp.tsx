import { useEffect, useMemo } from 'react';
import { createAdminApi } from './api/adminApi';
import { createHttpTransport } from './api/httpTransport';
import type { AdminTransport } from './api/transport';
import { LoginScreen } from './login/LoginScreen';
import { AdminShell } from './shell/AdminShell';
import { useDashboardAfterSessionEnds } from './shell/useDashboardAfterSessionEnds';
import { AdminApiProvider } from './state/AdminApiContext';
import { useAdminStore } from './state/adminStore';
import { guardSession } from './state/sessionRules';
import { Notices } from './ui/Notices';
import '../styles/visually-hidden.css';
import './styles/base.css';

export interface AdminAppProps {
  /** How to reach the server; the browser's fetch transport when omitted, IPC in the desktop app. */
  transport?: AdminTransport;
  /** True when the transport's uploadFiles opens its own file dialog (desktop). */
  nativeFilePicker?: boolean;
  /**
   * Where the public site lives, for View Site and links to uploaded files. Default '/': the
   * browser admin is served by the site itself; the desktop passes its server's address.
   */
  siteUrl?: string;
  /** True when the host shows its own notifications of new leads (desktop). */
  nativeAlerts?: boolean;
}

/**
 * The whole staff dashboard. The public router mounts it at /admin/* with no props; the desktop
 * renderer mounts the very same component with its IPC transport inside a hash router.
 */
export function AdminApp({ transport, nativeFilePicker = false, siteUrl = '/', nativeAlerts = false }: AdminAppProps) {
  const api = useMemo(() => {
    const host = transport ?? createHttpTransport();
    // Spec §4: an ended session forgets the token and returns to the login screen's Dashboard tab.
    const endSession = () => {
      if (useAdminStore.getState().session === 'signed-out') return;
      useAdminStore.getState().signedOut();
      void host.logout();
    };
    return createAdminApi(guardSession(host, endSession));
  }, [transport]);
  const session = useAdminStore((state) => state.session);
  const host = useMemo(() => ({ nativeFilePicker, siteUrl, nativeAlerts }), [nativeFilePicker, siteUrl, nativeAlerts]);
  useDashboardAfterSessionEnds(session);

  useEffect(() => {
    let current = true;
    api
      .hasSession()
      .catch(() => false)
      .then((held) => {
        if (!current) return;
        if (held) useAdminStore.getState().signedIn();
        else useAdminStore.getState().signedOut();
      });
    return () => {
      current = false;
    };
  }, [api]);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Admin Dashboard';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <AdminApiProvider api={api} host={host}>
      <div className="adm-root">
        {session === 'signed-in' && <AdminShell />}
        {session === 'signed-out' && <LoginScreen />}
        {session === 'checking' && (
          <p className="adm-checking" role="status">
            Loading…
          </p>
        )}
        <Notices />
      </div>
    </AdminApiProvider>
  );
}

/** The router's lazy route renders the default export without props: the browser transport. */
export default function BrowserAdminApp() {
  return <AdminApp />;
}
