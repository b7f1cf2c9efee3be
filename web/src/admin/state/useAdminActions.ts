import { useCallback, useMemo } from 'react';
import { useAdminApi } from './AdminApiContext';
import { loadAdminData } from './adminData';
import { useAdminStore } from './adminStore';
import { failureText } from './messages';
import { endsSession, isCacheFresh } from './sessionRules';

export interface ActionTexts<T = unknown> {
  /** The success alert; a function may return null for an outcome worth no alert. */
  success: string | ((result: T) => string | null);
  failure: string;
}

/** Spec §5: every delete asks first. window.confirm is modal, keyboard-accessible and testable. */
export const confirmAction = (question: string): boolean => window.confirm(question);

/**
 * The dashboard's shared behaviours: loading with the 5-minute cache, logout, and the one flow
 * every save and delete goes through (alert, then reload lists and stats, spec §4).
 */
export function useAdminActions() {
  const api = useAdminApi();

  const reload = useCallback(
    async (force = true) => {
      const store = useAdminStore.getState();
      if (!force && isCacheFresh(store.loadedAt, Date.now())) return;
      store.setLoading(true);
      try {
        // Each paged list reloads at the page staff are on (spec §4: lists reload after writes).
        const { data, views } = await loadAdminData(api, store.views);
        useAdminStore.getState().setData(data, Date.now(), views);
      } finally {
        useAdminStore.getState().setLoading(false);
      }
    },
    [api],
  );

  const logout = useCallback(async () => {
    await api.logout();
    useAdminStore.getState().signedOut();
  }, [api]);

  /**
   * Runs an action, tells the outcome, then reloads lists and stats unless told the action
   * changed nothing (an export). Resolves true when the action went through.
   */
  const mutate = useCallback(
    async <T>(change: () => Promise<T>, texts: ActionTexts<T>, options: { reload?: boolean } = {}): Promise<boolean> => {
      const { notify } = useAdminStore.getState();
      let result: T;
      try {
        result = await change();
      } catch (error) {
        // An ended session already took staff to the login screen; no alert on top of it.
        if (!endsSession(error)) notify('error', failureText(texts.failure, error));
        return false;
      }
      const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
      if (success) notify('success', success);
      if (options.reload ?? true) await reload();
      return true;
    },
    [reload],
  );

  /** The one confirm-then-delete flow of every list. */
  const removeConfirmed = useCallback(
    async <T>(question: string, change: () => Promise<T>, texts: ActionTexts<T>) =>
      confirmAction(question) ? mutate(change, texts) : false,
    [mutate],
  );

  return useMemo(() => ({ reload, logout, mutate, removeConfirmed }), [reload, logout, mutate, removeConfirmed]);
}
