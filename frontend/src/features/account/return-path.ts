/** Where a page that needs an account sends the visitor back after login: `<Navigate state={{ from }}>`. */
export interface ReturnState {
  from: string;
}

/** The remembered path when it is one of ours (a path, not `//other.site`), else the home page. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<ReturnState>).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
