import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';
import { ALERTS_POLL_MS, leadAlertText, type LeadAlert } from '../../../../shared/api/alerts';
import type { ListName } from '../../../../shared/api/lists';
import type { LeadKind } from '../../../../shared/api/pipeline';
import { LEAD_KIND_LISTS, leadPath } from '../shell/paths';
import type { TabId } from '../shell/tabIds';
import { useAdminApi, useHostOptions } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { reloadAdminData } from '../state/reloadAdminData';

/** The tab that lists each kind of lead. */
export const LEAD_TABS: Record<LeadKind, TabId> = LEAD_KIND_LISTS;

interface LeadAlertsState {
  /** New leads of each kind since staff last opened its tab (the badges). */
  unseen: Record<LeadKind, number>;
  arrived(kind: LeadKind): void;
  seen(kind: LeadKind): void;
}

export const useLeadAlerts = create<LeadAlertsState>()((set) => ({
  unseen: { contact: 0, quote: 0 },
  arrived: (kind) => set((state) => ({ unseen: { ...state.unseen, [kind]: state.unseen[kind] + 1 } })),
  seen: (kind) => set((state) => (state.unseen[kind] === 0 ? {} : { unseen: { ...state.unseen, [kind]: 0 } })),
}));

/** Whether this browser may show notifications now (the staff member allowed them). */
export const browserNotificationsAllowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Asks the server for new leads every ALERTS_POLL_MS while signed in (docs/leads-and-data-rights.md)
 * and tells staff: a badge on the Contacts or Quotes tab, the list reloaded when they are on it,
 * and a browser notification when they allowed it, which opens the lead when clicked. The
 * desktop app shows native notifications from its main process instead (`nativeAlerts`).
 */
export function useLeadAlertPolling(): void {
  const api = useAdminApi();
  const { nativeAlerts } = useHostOptions();
  const navigate = useNavigate();
  const tab = useAdminStore((state) => state.tab);
  // The latest of each, for the polling loop that outlives renders.
  const latest = useRef({ navigate, nativeAlerts });
  useEffect(() => {
    latest.current = { navigate, nativeAlerts };
  });

  useEffect(() => {
    for (const [kind, kindTab] of Object.entries(LEAD_TABS) as [LeadKind, TabId][]) if (kindTab === tab) useLeadAlerts.getState().seen(kind);
  }, [tab]);

  useEffect(() => {
    let cursor: number | undefined;
    let stopped = false;
    let timer: number | undefined;

    const tell = (leads: LeadAlert[]) => {
      const { tab: open } = useAdminStore.getState();
      const onItsTab = new Set<ListName>();
      for (const lead of leads) {
        if (LEAD_TABS[lead.kind] === open) onItsTab.add(LEAD_KIND_LISTS[lead.kind]);
        else useLeadAlerts.getState().arrived(lead.kind);
        if (latest.current.nativeAlerts || !browserNotificationsAllowed()) continue;
        const { title, body } = leadAlertText(lead);
        const notification = new Notification(title, { body, tag: `lead-${lead.id}` });
        notification.onclick = () => {
          window.focus();
          void latest.current.navigate(leadPath(lead.kind, lead.id, lead.email));
          notification.close();
        };
      }
      // Staff looking at that very list see the new lead in it rather than a badge.
      if (onItsTab.size) void reloadAdminData(api, [...onItsTab]).catch(() => undefined);
    };

    const poll = async () => {
      let again = false;
      try {
        const answer = await api.alerts(cursor);
        if (stopped) return;
        // The first answer only says where "now" is: leads from before are no news.
        if (cursor !== undefined) tell(answer.leads);
        cursor = answer.cursor;
        again = answer.more;
      } catch {
        // Offline or a hiccup: the next round asks again from the same cursor. (An ended session
        // has already signed the dashboard out through the session guard.)
      }
      if (!stopped) timer = window.setTimeout(() => void poll(), again ? 0 : ALERTS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      // Signed out (or another server): the next session starts without old badges.
      useLeadAlerts.setState({ unseen: { contact: 0, quote: 0 } });
    };
  }, [api]);
}
