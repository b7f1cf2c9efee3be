import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminApi } from '../state/AdminApiContext';

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
    api[list]({ q: email, limit: 100 })
      .then((page) => {
        const row = (page.data as unknown as Row[]).find((lead) => lead._id === id);
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
