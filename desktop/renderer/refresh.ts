import { createAdminApi } from '../../web/src/admin/api/adminApi.ts';
import type { AdminTransport } from '../../web/src/admin/api/transport.ts';
import { loadAdminData } from '../../web/src/admin/state/adminData.ts';
import { useAdminStore } from '../../web/src/admin/state/adminStore.ts';
import { guardSession } from '../../web/src/admin/state/sessionRules.ts';

/**
 * Menu Refresh (Ctrl/Cmd+R): reloads the admin data into the shared store, bypassing the
 * 5-minute cache exactly like the sidebar's Refresh, without reloading the page.
 */
export function createDataRefresher(transport: AdminTransport): () => Promise<void> {
  const api = createAdminApi(guardSession(transport, () => useAdminStore.getState().signedOut()));
  return async () => {
    const store = useAdminStore.getState();
    if (store.session !== 'signed-in' || store.loading) return;
    store.setLoading(true);
    try {
      // Each paged list at the page staff are on, as the sidebar's Refresh does.
      const { data, views } = await loadAdminData(api, store.views);
      useAdminStore.getState().setData(data, Date.now(), views);
    } finally {
      useAdminStore.getState().setLoading(false);
    }
  };
}
