import { createAdminApi } from '../../web/src/admin/api/adminApi.ts';
import type { AdminTransport } from '../../web/src/admin/api/transport.ts';
import { useAdminStore } from '../../web/src/admin/state/adminStore.ts';
import { reloadAdminData } from '../../web/src/admin/state/reloadAdminData.ts';
import { guardSession } from '../../web/src/admin/state/sessionRules.ts';

/**
 * Menu Refresh (Ctrl/Cmd+R): reloads every list into the shared store, bypassing the 5-minute
 * cache exactly like the sidebar's Refresh, without reloading the page. Ignored while signed out
 * or while a load runs.
 */
export function createDataRefresher(transport: AdminTransport): () => Promise<void> {
  const api = createAdminApi(guardSession(transport, () => useAdminStore.getState().signedOut()));
  return async () => {
    const { session, loading } = useAdminStore.getState();
    if (session === 'signed-in' && !loading) await reloadAdminData(api);
  };
}
