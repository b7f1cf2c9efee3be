import { useCallback, useRef, useState } from 'react';

/**
 * Runs an action one at a time, for a visitor's form and a staff member's button alike: a second
 * click while the first is under way does nothing (a double click must not mail the agency, or a
 * campaign's test, twice), and `busy` disables the buttons meanwhile. The ref, not the state, is
 * what refuses the second: both clicks can come before a render. A refused click resolves to
 * `undefined`, so a caller waiting for a result treats it as not done.
 */
export function useOneAtATime(): [busy: boolean, oneAtATime: <T>(work: () => Promise<T>) => Promise<T | undefined>] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const oneAtATime = useCallback(async <T>(work: () => Promise<T>) => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, oneAtATime];
}
