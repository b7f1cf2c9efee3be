import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a cooldown, ticking once a second; `restart` starts it again from the top. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
