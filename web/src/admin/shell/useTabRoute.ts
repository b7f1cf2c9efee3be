import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAdminStore } from '../state/adminStore';
import { tabFromPath, type TabId } from './tabIds';

/**
 * The open tab lives in the URL (/admin/quotes), so reload, Back and a shared link keep it. The
 * browser admin gets the site's router, the desktop renderer a hash router: both give this hook
 * the same paths. The store follows the URL (it tags notices with their tab).
 */
export function useTabRoute(): TabId {
  const tab = tabFromPath(useLocation().pathname);
  useEffect(() => {
    useAdminStore.getState().setTab(tab);
  }, [tab]);
  return tab;
}
