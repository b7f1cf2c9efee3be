import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PagedList } from '../api/adminApi';
import { useAdminApi } from '../state/AdminApiContext';

/**
 * The lead with this id among those a search for its address finds, a page after another: a
 * client who writes often, and addresses that start with theirs (`raj@client.testing.in`), can
 * put it past the first page.
 */
async function findLead<Row extends { _id: string }>(read: PagedList<Row>, id: string, email: string): Promise<Row | undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read({ q: email, limit: 100, cursor });
    const row = page.data.find((lead) => lead._id === id);
    if (row || !page.nextCursor) return row;
    cursor = page.nextCursor;
  }
}

/**
 * Opens the lead named in the address (`?lead=<id>&email=<address>`: links from the Dashboard, a
 * person's timeline and a notification) once, found by its address whatever page the list is
 * on, then drops it from the address.
 */
export function useLeadFromAddress<Row extends { _id: string }>(list: 'contacts' | 'quotes', show: (row: Row) => void) {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const id = params.get('lead');
  const email = params.get('email');
  useEffect(() => {
    if (!id || !email) return;
    let current = true;
    findLead(api[list] as unknown as PagedList<Row>, id, email)
      .then((row) => {
        if (current && row) show(row);
      })
      .catch(() => undefined)
      .finally(() => current && setParams({}, { replace: true }));
    return () => {
      current = false;
    };
    // Only a new address opens a lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, email]);
}
