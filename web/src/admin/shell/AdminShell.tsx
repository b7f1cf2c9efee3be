import { Menu } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useAdminActions } from '../state/useAdminActions';
import { Sidebar } from './Sidebar';
import { TABS } from './tabs';
import { useTabRoute } from './useTabRoute';

/** The signed-in layout: sidebar (a drawer on phones, opened from the top bar) and the open tab. */
export function AdminShell() {
  const tab = useTabRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  const { reload } = useAdminActions();
  const { Screen, label } = TABS.find(({ id }) => id === tab) ?? TABS[0];

  // On sign-in and on every tab change: reuse data younger than 5 minutes (spec §4), else load.
  useEffect(() => {
    void reload(false);
  }, [tab, reload]);

  // Back and Forward change the tab too: the drawer never stays open over the new one.
  useEffect(() => setMenuOpen(false), [tab]);

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
