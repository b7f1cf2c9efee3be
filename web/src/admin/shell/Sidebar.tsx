import { ExternalLink, LogOut, RefreshCw, ShieldCheck } from 'lucide-react';
import { useSiteLink } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { TABS } from './tabs';

/** Spec §2: the eleven tabs, then Refresh, View Site and Logout. */
export function Sidebar() {
  const tab = useAdminStore((state) => state.tab);
  const setTab = useAdminStore((state) => state.setTab);
  const loading = useAdminStore((state) => state.loading);
  const { reload, logout } = useAdminActions();
  const siteLink = useSiteLink();

  return (
    <aside className="adm-sidebar">
      <div className="adm-sidebar__brand">
        <ShieldCheck aria-hidden="true" size={24} />
        <span>Admin Dashboard</span>
      </div>
      <nav aria-label="Admin sections">
        <ul className="adm-sidebar__tabs">
          {TABS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <button
                type="button"
                className="adm-sidebar__tab"
                aria-current={tab === id ? 'page' : undefined}
                onClick={() => setTab(id)}
              >
                <Icon aria-hidden="true" size={18} />
                <span>{label}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="adm-sidebar__footer">
        <button type="button" className="adm-sidebar__tab" onClick={() => void reload(true)} disabled={loading}>
          <RefreshCw aria-hidden="true" size={18} className={loading ? 'adm-spin' : undefined} />
          <span>Refresh</span>
        </button>
        <a className="adm-sidebar__tab" href={siteLink('/')} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={18} />
          <span>View Site</span>
        </a>
        <button type="button" className="adm-sidebar__tab" onClick={() => void logout()}>
          <LogOut aria-hidden="true" size={18} />
          <span>Logout</span>
        </button>
      </div>
    </aside>
  );
}
