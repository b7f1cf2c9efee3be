import { Menu } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useLeadAlertPolling } from '../alerts/leadAlerts';
import { useAdminActions } from '../state/useAdminActions';
import { Sidebar } from './Sidebar';
import type { TabId } from './tabIds';
import { TABS } from './tabs';
import { useTabRoute } from './useTabRoute';

/** The signed-in layout: sidebar (a drawer on phones, opened from the top bar) and the open tab. */
export function AdminShell() {
  const tab = useTabRoute();
  // The drawer is open only on the tab it was opened at: Back and Forward change the tab too,
  // and the drawer never stays open over the new one.
  const [menuOpenAt, setMenuOpenAt] = useState<TabId | null>(null);
  const menuOpen = menuOpenAt === tab;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? tab : null);
  const { reload } = useAdminActions();
  const { Screen, label } = TABS.find(({ id }) => id === tab) ?? TABS[0];
  useLeadAlertPolling();

  // On sign-in and on every tab change: reuse data younger than 5 minutes (spec §4), else load.
  useEffect(() => {
    void reload(false);
  }, [tab, reload]);

  return (
    <div className="adm-layout">
      <header className="adm-topbar">
        <button
          type="button"
          className="adm-icon-button adm-topbar__menu"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="adm-sidebar"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" size={22} />
        </button>
        <span className="adm-topbar__title">{label}</span>
      </header>
      <Sidebar tab={tab} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Screen key={tab} />
        </Suspense>
      </main>
    </div>
  );
}
