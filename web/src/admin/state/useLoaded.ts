import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** The latest answer; undefined until the first one. */
  value: T | undefined;
  /** True when the latest ask failed (the previous value, if any, stays). */
  failed: boolean;
  error: unknown;
  /** Puts a newer value in place: the server's answer to a save. */
  set(value: T): void;
  /** Asks again. */
  reload(): void;
}

/**
 * What a screen reads from the server for itself (not the cached lists of adminData.ts): asked
 * on mount and again whenever `load` changes, so give it useCallback with what it reads by. An
 * answer to an older ask (a search typed further since, a closed screen) is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<{ value: T | undefined; failed: boolean; error: unknown }>({ value: undefined, failed: false, error: undefined });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setAnswer({ value, failed: false, error: undefined }),
      (error: unknown) => current && setAnswer((previous) => ({ ...previous, failed: true, error })),
    );
    return () => {
      current = false;
    };
  }, [load, round]);

  const set = useCallback((value: T) => setAnswer({ value, failed: false, error: undefined }), []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...answer, set, reload };
}
