import { useCallback, useMemo } from 'react';
import { useAdminApi } from './AdminApiContext';
import type { DataName } from './adminData';
import { useAdminStore } from './adminStore';
import { failureText } from './messages';
import { reloadAdminData } from './reloadAdminData';
import { endsSession, isCacheFresh, isGone } from './sessionRules';

export interface ActionTexts<T = unknown> {
  /** The success alert; a function may return null for an outcome worth no alert. */
  success: string | ((result: T) => string | null);
  failure: string;
}

/** Spec §5: every delete asks first. window.confirm is modal, keyboard-accessible and testable. */
export const confirmAction = (question: string): boolean => window.confirm(question);

/**
 * What a write changed in the cached data (state/adminData.ts), reloaded after it: its list, and
 * `stats` when it changes a total staff see. Nothing for a write the cache does not hold (an
 * export, a note, a setting).
 */
export type Reloads = readonly DataName[];
export const NO_LISTS: Reloads = [];

/**
 * The dashboard's shared behaviours: loading with the 5-minute cache, logout, and the one flow
 * every save and delete goes through (alert, then reload the lists it changed, spec §4).
 */
export function useAdminActions() {
  const api = useAdminApi();

  /** Every list: the first load (unless younger than 5 minutes, spec §4) and Refresh (`force`). */
  const reload = useCallback(
    async (force = true) => {
      if (!force && isCacheFresh(useAdminStore.getState().loadedAt, Date.now())) return;
      await reloadAdminData(api);
    },
    [api],
  );

  const logout = useCallback(async () => {
    await api.logout();
    useAdminStore.getState().signedOut();
  }, [api]);

  /** Runs an action, tells the outcome, then reloads the lists it changed. Resolves true when the action went through. */
  const mutate = useCallback(
    async <T>(change: () => Promise<T>, texts: ActionTexts<T>, reloads: Reloads): Promise<boolean> => {
      const { notify } = useAdminStore.getState();
      let result: T;
      try {
        result = await change();
      } catch (error) {
        // An ended session already took staff to the login screen; no alert on top of it.
        if (!endsSession(error)) notify('error', failureText(texts.failure, error));
        // Not found: another staff member deleted it meanwhile, so the list drops what is gone.
        if (isGone(error)) await reloadAdminData(api, reloads);
        return false;
      }
      const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
      if (success) notify('success', success);
      await reloadAdminData(api, reloads);
      return true;
    },
    [api],
  );

  /** The one confirm-then-delete flow of every list. */
  const removeConfirmed = useCallback(
    async <T>(question: string, change: () => Promise<T>, texts: ActionTexts<T>, reloads: Reloads) =>
      confirmAction(question) ? mutate(change, texts, reloads) : false,
    [mutate],
  );

  return useMemo(() => ({ reload, logout, mutate, removeConfirmed }), [reload, logout, mutate, removeConfirmed]);
}
