import type { TierListView } from '../tier-list-view.js';

/** How the public tier list is written in the answer TierListQueriesService serialises once and keeps: the HTTP adapter's wire format. */
export abstract class TierListPresenter {
  abstract present(view: TierListView): object;
}
