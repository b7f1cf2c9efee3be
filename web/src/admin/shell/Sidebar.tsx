import { ExternalLink, LogOut, RefreshCw, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AlertsButton } from '../alerts/AlertsButton';
import { LEAD_TABS, useLeadAlerts } from '../alerts/leadAlerts';
import { useSiteLink } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { tabPath, type TabId } from './tabIds';
import { TABS } from './tabs';

interface SidebarProps {
  tab: TabId;
  /** On phones the sidebar is a drawer: open or not. Wider screens always show it. */
  open: boolean;
  onClose(): void;
}

/** Spec §2: the eleven tabs, then Refresh, View Site and Logout. */
export function Sidebar({ tab, open, onClose }: SidebarProps) {
  const loading = useAdminStore((state) => state.loading);
  const { reload, logout } = useAdminActions();
  const siteLink = useSiteLink();
  const unseen = useLeadAlerts((state) => state.unseen);
  const badgeOf = (id: TabId) => (id === LEAD_TABS.contact ? unseen.contact : id === LEAD_TABS.quote ? unseen.quote : 0);

  // The latest onClose, without re-running the effect (and moving focus again) on every render.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && closeRef.current();
    document.addEventListener('keydown', closeOnEscape);
    // Focus moves into the drawer, onto the open tab, so keyboard and screen reader users land in it.
    document.querySelector<HTMLElement>('#adm-sidebar [aria-current="page"]')?.focus();
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      {open && <div className="adm-drawer-backdrop" aria-hidden="true" onClick={onClose} />}
      <aside id="adm-sidebar" className={`adm-sidebar${open ? ' adm-sidebar--open' : ''}`} aria-label="Admin menu">
        <div className="adm-sidebar__brand">
          <ShieldCheck aria-hidden="true" size={24} />
          <span>Admin Dashboard</span>
          <button type="button" className="adm-icon-button adm-sidebar__close" aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <nav aria-label="Admin sections">
          <ul className="adm-sidebar__tabs">
            {TABS.map(({ id, label, icon: Icon }) => (
              <li key={id}>
                {/* Links: each tab has its address, so it opens in a new window or tab too. */}
                <Link
                  to={tabPath(id)}
                  replace={tab === id}
                  className="adm-sidebar__tab"
                  aria-current={tab === id ? 'page' : undefined}
                  onClick={onClose}
                >
                  <Icon aria-hidden="true" size={18} />
                  <span>{label}</span>
                  {/* New leads since the tab was last opened (issue 18). */}
                  {badgeOf(id) > 0 && <span className="adm-badge">{`${badgeOf(id)} new`}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-sidebar__footer">
          <AlertsButton />
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
    </>
  );
}
