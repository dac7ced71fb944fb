import type { Params } from 'react-router';

/** A deck's or article's id in its address (/decks/12): digits only, or none (the page is a 404). */
export function routeId(params: Params): number | null {
  return params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
}
