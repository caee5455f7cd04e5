/**
 * Runs `task` once in the browser's next idle moment (`requestIdleCallback`), or after `timeoutMs`
 * if the page never idles; where the browser has no idle callbacks (Safari), after a short timeout.
 * Returns a function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
