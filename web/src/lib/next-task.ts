/**
 * Settles in a later task: the browser may handle input and paint in between, so work split at
 * these points never blocks the page as one long task. `scheduler.yield()` where the browser has
 * it (the rest of the work then goes before other queued tasks), a zero-delay timer otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
