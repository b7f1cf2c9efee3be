import { useCallback, useMemo } from 'react';
import type { ListName, Page } from '../../../../shared/api/lists';
import type { SortOrder } from '../../../../shared/constants';
import { useAdminApi } from './AdminApiContext';
import { filtersOf, FIRST_PAGE, loadListPage, type AdminData, type ListFilters, type ListView } from './adminData';
import { useAdminStore } from './adminStore';
import { failureText } from './messages';
import { endsSession } from './sessionRules';

/** The newest request per list: an answer to an older one (a search typed further since) is dropped. */
const latest = new Map<ListName, number>();

/**
 * One paged list of the dashboard: its current page and view, and the moves staff make through
 * it (search, sort, next, previous). Each move asks the server for that one page.
 */
export function usePagedList<L extends ListName>(list: L) {
  const api = useAdminApi();
  const page = useAdminStore((state) => state.data[list]) as AdminData[L] & Page<unknown>;
  const view = useAdminStore((state) => state.views[list]);

  const show = useCallback(
    async (next: ListView) => {
      const ticket = (latest.get(list) ?? 0) + 1;
      latest.set(list, ticket);
      useAdminStore.getState().setView(list, next);
      try {
        const loaded = await loadListPage(api, list, next);
        if (latest.get(list) !== ticket) return;
        useAdminStore.getState().setData({ data: { [list]: loaded.page }, views: { [list]: loaded.view } });
      } catch (error) {
        if (!endsSession(error)) useAdminStore.getState().notify('error', failureText(`Failed to load ${list}`, error));
      }
    },
    [api, list],
  );

  const moves = useMemo(
    () => ({
      /** A new search starts at the first page, in the same order and filters. */
      search: (q: string) => show({ ...FIRST_PAGE, sort: view.sort, order: view.order, ...filtersOf(view), q: q || undefined }),
      sortBy: (sort: string, order: SortOrder) => show({ ...FIRST_PAGE, q: view.q, ...filtersOf(view), sort, order }),
      /**
       * The list's filters (the lead lists' stage and owner, the Activity list's staff, kind and
       * days); those given replace the current ones, undefined shows all. Starts at the first page.
       */
      filterBy: (filters: ListFilters) => show({ ...FIRST_PAGE, q: view.q, sort: view.sort, order: view.order, ...filtersOf(view), ...filters }),
      /** The page staff are on, asked again (the Activity list on opening: writes elsewhere add to it). */
      refresh: () => show(view),
      next: () => {
        if (page.nextCursor) void show({ ...view, cursor: page.nextCursor, back: [...view.back, view.cursor] });
      },
      previous: () => {
        if (view.back.length) void show({ ...view, cursor: view.back.at(-1), back: view.back.slice(0, -1) });
      },
    }),
    [show, view, page.nextCursor],
  );

  return { page, view, ...moves };
}
