import type { AdminApi } from '../api/adminApi';
import { DATA_NAMES, loadAdminData, type DataName } from './adminData';
import { useAdminStore } from './adminStore';

/** The load of every list under way, if any: asked again meanwhile (a tab opened during the first load), it is the answer. */
let everyListLoading: Promise<void> | null = null;
/** Loads under way: the store says `loading` (Refresh spins) until the last one ends. */
let running = 0;

/**
 * Loads the named lists into the store, each paged list at the page staff are on (spec §4: lists
 * reload after writes, and a save or delete keeps staff where they were). Without names it loads
 * every list and restarts the 5-minute cache: the first load, the sidebar's Refresh and the
 * desktop's View > Refresh. The browser admin (useAdminActions) and the desktop renderer both call it.
 */
export function reloadAdminData(api: AdminApi, names?: readonly DataName[]): Promise<void> {
  if (names) return load(api, names);
  everyListLoading ??= load(api, DATA_NAMES).finally(() => (everyListLoading = null));
  return everyListLoading;
}

async function load(api: AdminApi, names: readonly DataName[]): Promise<void> {
  if (names.length === 0) return;
  const store = useAdminStore.getState();
  running += 1;
  store.setLoading(true);
  try {
    const loaded = await loadAdminData(api, names, store.views);
    useAdminStore.getState().setData(loaded, names === DATA_NAMES ? Date.now() : undefined);
  } finally {
    running -= 1;
    if (running === 0) useAdminStore.getState().setLoading(false);
  }
}
