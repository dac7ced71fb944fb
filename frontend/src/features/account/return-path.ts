/**
 * Where a page that needs an account sends the visitor back after login: `<Navigate state={{ from }}>`
 * in the browser, `/auth?from=…` from the server (routes/my-account.tsx).
 */
export interface ReturnState {
  from: string;
}

/** The remembered path when it is one of ours (a path, not `//other.site`), else the home page. */
export function returnPath(state: unknown, search?: URLSearchParams): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<ReturnState>).from : search?.get('from');
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
