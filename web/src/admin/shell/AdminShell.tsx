import { Suspense, useEffect } from 'react';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { Sidebar } from './Sidebar';
import { TABS } from './tabs';

/** The signed-in layout: sidebar and the active tab. */
export function AdminShell() {
  const tab = useAdminStore((state) => state.tab);
  const { reload } = useAdminActions();
  const { Screen } = TABS.find(({ id }) => id === tab) ?? TABS[0];

  // On sign-in and on every tab change: reuse data younger than 5 minutes (spec §4), else load.
  useEffect(() => {
    void reload(false);
  }, [tab, reload]);

  return (
    <div className="adm-layout">
      <Sidebar />
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Screen key={tab} />
        </Suspense>
      </main>
    </div>
  );
}
