import { useCallback, useState } from 'react';

/** A form's busy flag around its save: the submit button stays disabled until the save settles. */
export function useBusy(): [busy: boolean, whileBusy: <T>(work: () => Promise<T>) => Promise<T>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async <T>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, whileBusy];
}
