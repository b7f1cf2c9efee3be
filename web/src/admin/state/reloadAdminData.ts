import type { AdminApi } from '../api/adminApi';
import { DATA_NAMES, loadAdminData, type DataName } from './adminData';
import { useAdminStore } from './adminStore';

/**
 * Loads the named lists into the store, each paged list at the page staff are on (spec §4: lists
 * reload after writes, and a save or delete keeps staff where they were). Without names it loads
 * every list and restarts the 5-minute cache: the sidebar's Refresh, the desktop's View > Refresh,
 * and the first load. The browser admin (useAdminActions) and the desktop renderer both call it.
 */
export async function reloadAdminData(api: AdminApi, names: readonly DataName[] = DATA_NAMES): Promise<void> {
  if (names.length === 0) return;
  const store = useAdminStore.getState();
  store.setLoading(true);
  try {
    const loaded = await loadAdminData(api, names, store.views);
    useAdminStore.getState().setData(loaded, DATA_NAMES.every((name) => names.includes(name)) ? Date.now() : undefined);
  } finally {
    useAdminStore.getState().setLoading(false);
  }
}
