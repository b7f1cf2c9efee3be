import { useCallback, useRef, useState } from 'react';

/**
 * Runs a visitor's action one at a time: a second click while the first is under way does nothing
 * (a double click must not mail the agency twice), and `busy` disables the buttons meanwhile. The
 * ref, not the state, is what refuses the second: both clicks can come before a render.
 */
export function useOneAtATime(): [busy: boolean, oneAtATime: (work: () => Promise<unknown>) => Promise<void>] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const oneAtATime = useCallback(async (work: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, oneAtATime];
}
