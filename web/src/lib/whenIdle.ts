/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeout` ms):
 * for work a visitor does not wait for, so it never lengthens the tasks of loading a page.
 */
export function whenIdle(task: () => void, timeout = 4000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 1000);
}

/** A promise that resolves in a new task, after the browser has had a chance to paint and handle input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
