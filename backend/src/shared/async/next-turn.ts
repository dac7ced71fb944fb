/**
 * Resolves on the event loop's next turn, after the I/O waiting now (other requests, the health
 * check) has run. Long work (rebuilding a big cached answer; the SQLite driver is synchronous) awaits
 * it between chunks so that no single stretch holds the process for long (ADR 0022).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
