import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../../lib/displayRules';
import type { ListName } from '../../../../shared/api/lists';
import { EMPTY_DATA, FIRST_PAGES, type AdminData, type ListView, type ListViews, type LoadedData } from './adminData';
import type { TabId } from '../shell/tabIds';

export type NoticeType = 'success' | 'error';

export interface Notice {
  id: number;
  type: NoticeType;
  text: string;
  /** The tab it was raised on: a notice never follows staff to another tab. */
  tab: TabId;
}

/** 'checking' while the transport is asked whether a token is held. */
export type SessionState = 'checking' | 'signed-out' | 'signed-in';

/** The one admin store: session, active tab, cached data with its timestamp, and notices. */
export interface AdminState {
  session: SessionState;
  tab: TabId;
  data: AdminData;
  /** Sort, search and page of each paged list, kept across reloads (issue 17). */
  views: ListViews;
  /** When every list of `data` was last loaded; null when it must be loaded before use. */
  loadedAt: number | null;
  loading: boolean;
  notices: Notice[];
  /** Follows the URL (the shell calls it); notices of the tab left behind go. */
  setTab(tab: TabId): void;
  signedIn(): void;
  /** Spec §4: logout or an ended session clears everything and returns to the Dashboard tab. */
  signedOut(): void;
  setLoading(loading: boolean): void;
  /** Puts loaded lists in place of the ones held; `loadedAt` when every list was loaded. */
  setData(loaded: LoadedData, loadedAt?: number): void;
  setView(list: ListName, view: ListView): void;
  notify(type: NoticeType, text: string): void;
  dismiss(id: number): void;
}

let nextNoticeId = 0;
const MAX_ERRORS_SHOWN = 3;

export const useAdminStore = create<AdminState>()((set, get) => ({
  session: 'checking',
  tab: 'dashboard',
  data: EMPTY_DATA,
  views: FIRST_PAGES,
  loadedAt: null,
  loading: false,
  notices: [],
  setTab: (tab) => set((state) => (state.tab === tab ? {} : { tab, notices: state.notices.filter((notice) => notice.tab === tab) })),
  signedIn: () => set({ session: 'signed-in' }),
  signedOut: () => set({ session: 'signed-out', data: EMPTY_DATA, views: FIRST_PAGES, loadedAt: null, loading: false }),
  setLoading: (loading) => set({ loading }),
  // A load that finishes after a logout must not bring the data back.
  setData: (loaded, loadedAt) => {
    if (get().session !== 'signed-in') return;
    set((state) => ({
      data: { ...state.data, ...loaded.data },
      views: { ...state.views, ...loaded.views },
      ...(loadedAt === undefined ? {} : { loadedAt }),
    }));
  },
  setView: (list, view) => set((state) => ({ views: { ...state.views, [list]: view } })),
  notify: (type, text) => {
    const id = ++nextNoticeId;
    // At most a few errors on screen: older ones make room rather than pile over the page.
    set((state) => {
      const errors = state.notices.filter((notice) => notice.type === 'error');
      const dropped = type === 'error' && errors.length >= MAX_ERRORS_SHOWN ? errors[0].id : undefined;
      return { notices: [...state.notices.filter((notice) => notice.id !== dropped), { id, type, text, tab: state.tab }] };
    });
    // Successes fade like the site's toasts; errors stay twice as long, to be read.
    setTimeout(() => get().dismiss(id), type === 'success' ? TOAST_DURATION_MS : 2 * TOAST_DURATION_MS);
  },
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));
